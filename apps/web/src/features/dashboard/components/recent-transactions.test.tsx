import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Transaction } from '@malipo/contracts/dashboard';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { BalanceCard } from './balance-card';
import { RecentTransactions } from './recent-transactions';

function transaction(
  id: string,
  status: Transaction['status'],
  extra: Partial<Transaction> = {},
): Transaction {
  return {
    id,
    type: 'payment',
    description: 'Premium Consultation',
    counterparty: 'Amina Uwase',
    amountMinor: 10000,
    currency: 'USD',
    status,
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('RecentTransactions', () => {
  it('asks for the 5 newest and shows method, amount and docs/product.md#states status labels', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({
        data: [
          transaction('t1', 'succeeded'),
          transaction('t2', 'requires_action', {
            paymentMethod: { type: 'mobile_money', provider: 'mtn', phoneMasked: '+250 ••• ••• 456' },
          }),
          transaction('t3', 'failed', { amountMinor: 5000, currency: 'RWF' }),
        ],
      }),
    );
    renderWithProviders(<RecentTransactions />);
    await screen.findByText('Completed');
    const rows = screen.getAllByRole('listitem');
    expect(requests[0]?.url).toBe('/api/dashboard/transactions?limit=5');
    expect(within(rows[0]!).getByText('Completed')).toBeTruthy();
    expect(within(rows[0]!).getByText('+$100.00')).toBeTruthy();
    expect(within(rows[0]!).getByText(/Visa ••4242/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText(/MTN Mobile Money \+250 ••• ••• 456/)).toBeTruthy();
    expect(within(rows[2]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[2]!).getByText('RWF 5,000')).toBeTruthy();
  });

  it('shows an empty state before the first payment', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<RecentTransactions />);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });
});

describe('BalanceCard', () => {
  it('shows each currency, or a USD zero with a note when there is no money yet', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    const { unmount } = renderWithProviders(<BalanceCard />);
    expect(await screen.findByText('$0.00')).toBeTruthy();
    expect(screen.getByText(/will appear here/)).toBeTruthy();
    unmount();

    mockFetch(() =>
      jsonResponse({
        data: [
          { currency: 'USD', availableMinor: 90000 },
          { currency: 'RWF', availableMinor: 25000 },
        ],
      }),
    );
    renderWithProviders(<BalanceCard />);
    expect(await screen.findByText('$900.00')).toBeTruthy();
    expect(screen.getByText('RWF 25,000')).toBeTruthy();
  });
});
