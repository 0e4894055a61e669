import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { subscription } from '@/test/subscription-fixtures';
import { ManageSubscriptionsDialog } from './manage-subscriptions-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ManageSubscriptionsDialog', () => {
  it('lists the user’s own subscriptions and cancels one after confirmation', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(subscription('canceled'))
        : jsonResponse({ data: [subscription('trialing')] }),
    );
    renderWithProviders(<ManageSubscriptionsDialog />);
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscriptions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Subscriptions' });
    expect(await within(dialog).findByText('Premium Membership')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/my-subscriptions');
    expect(within(dialog).getByText('$29.99 per month')).toBeTruthy();
    expect(within(dialog).getByText('Trialing')).toBeTruthy();
    expect(within(dialog).getByText(/Trial ends/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Premium Membership' }));
    expect(within(dialog).getByText('Cancel Premium Membership?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByText('Canceled')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/my-subscriptions/sub_01/cancel');
    expect(within(dialog).getByText('No further charges')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Premium Membership' })).toBeNull();
  });

  it('says so when the user pays no subscriptions', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<ManageSubscriptionsDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscriptions' }));
    expect(await screen.findByText(/You have no subscriptions/)).toBeTruthy();
  });
});
