import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Notification } from '@malipo/contracts/notifications';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { NotificationsList } from './notifications-list';

const EMAIL: Notification = {
  id: 'em_1',
  kind: 'subscribed',
  to: 'amina@example.com',
  subject: "You're subscribed to Premium Membership",
  body: 'Hello Amina,\n\nThank you for subscribing.\n\nManage or cancel: http://x/subscriptions/t',
  status: 'logged',
  createdAt: '2026-01-01T10:00:00.000Z',
  sentAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsList', () => {
  it('lists each email’s kind, recipient, subject and status, and opens it to read the body', async () => {
    mockFetch(() =>
      jsonResponse({
        data: [
          EMAIL,
          { ...EMAIL, id: 'em_2', kind: 'charge_failed', status: 'sent', subject: 'Payment failed' },
        ],
      }),
    );
    renderWithProviders(<NotificationsList />);
    const summary = (await screen.findByText("You're subscribed to Premium Membership")).closest('summary');
    expect(summary?.textContent).toContain('Subscribed');
    expect(summary?.textContent).toContain('Logged');
    expect(screen.getAllByText('To amina@example.com')).toHaveLength(2);
    expect(screen.getByText('Charge failed')).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    const details = summary?.closest('details');
    expect(details?.open).toBe(false);
    if (summary) fireEvent.click(summary);
    expect(details?.textContent).toContain('Thank you for subscribing.');
  });

  it('shows an empty state when no email was sent yet', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText('No emails yet')).toBeTruthy();
  });
});
