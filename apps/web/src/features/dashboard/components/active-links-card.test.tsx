import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActiveLink } from '../api/get-active-links';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ActiveLinksCard } from './active-links-card';

function activeLink(id: string, extra: Partial<ActiveLink> = {}): ActiveLink {
  return {
    id,
    type: 'payment',
    name: 'Premium Consultation',
    status: 'active',
    customers: 2,
    amountMinor: 10000,
    currency: 'USD',
    path: `/pay/${id}`,
    ...extra,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ActiveLinksCard', () => {
  it('shows the docs/product.md#dashboard empty state with a way to create the first link', async () => {
    const { requests } = mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<ActiveLinksCard />, { route: '/dashboard', path: '/dashboard' });

    expect(await screen.findByText('No active links found')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/links/active');
    fireEvent.click(screen.getByRole('link', { name: 'Create Your First Link' }));
    expect(await screen.findByText('Navigated to /dashboard/create-link')).toBeTruthy();
  });

  it('counts the active links and lists each in the dialog with badges, customers, amount and details', async () => {
    mockFetch(() =>
      jsonResponse({
        data: [
          activeLink('abc123'),
          activeLink('def456', { name: 'Team Workshop', customers: 1, amountMinor: 25000, currency: 'RWF' }),
        ],
      }),
    );
    renderWithProviders(<ActiveLinksCard />, { route: '/dashboard', path: '/dashboard' });

    expect(await screen.findByText('2')).toBeTruthy();
    expect(screen.getByText('2 payment links')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View active links' }));

    const dialog = await screen.findByRole('dialog', { name: 'Active Links' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Premium Consultation')).toBeTruthy();
    expect(first.getByText('Payment link')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText(/2 customers/)).toBeTruthy();
    expect(first.getByText('$100.00')).toBeTruthy();
    expect(within(items[1]!).getByText(/1 customer$/)).toBeTruthy();
    expect(within(items[1]!).getByText('RWF 25,000')).toBeTruthy();

    fireEvent.click(first.getByRole('link', { name: /View Details/ }));
    expect(await screen.findByText('Navigated to /dashboard/payment-links')).toBeTruthy();
  });
});
