import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TransactionDetail as TransactionDetailData } from '@malipo/contracts/history';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { TransactionDetail } from './transaction-detail';

const ROUTE = '/dashboard/history/pay_01';

function detail(extra: Partial<TransactionDetailData> = {}): TransactionDetailData {
  return {
    id: 'pay_01',
    type: 'payment',
    amountMinor: 10000,
    currency: 'USD',
    counterparty: 'Wanjiru Payer',
    description: 'Premium Consultation',
    status: 'succeeded',
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    createdAt: '2026-01-01T10:00:00.000Z',
    payer: { name: 'Wanjiru Payer', email: 'wanjiru@example.com', phoneMasked: null },
    source: { type: 'payment_link', id: 'abc123', name: 'Premium Consultation' },
    failure: null,
    succeededAt: '2026-01-01T10:00:02.000Z',
    receiptId: 'rcpt_7Hk2',
    provider: { name: 'sandbox', reference: 'sbx_ch_01' },
    transferMismatch: null,
    ledgerEntries: [],
    ...extra,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('TransactionDetail', () => {
  it('links a succeeded payment to its receipt page (new tab) and PDF', async () => {
    mockFetch(() => jsonResponse(detail()));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    const view = await screen.findByRole('link', { name: /View receipt/ });
    expect(view.getAttribute('href')).toBe('/receipts/rcpt_7Hk2');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toBe(
      '/api/public/receipts/rcpt_7Hk2/pdf',
    );
  });

  it('has no receipt links while the payment has no receipt', async () => {
    mockFetch(() => jsonResponse(detail({ status: 'failed', receiptId: null, succeededAt: null })));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    await screen.findByRole('heading', { name: 'Premium Consultation' });
    expect(screen.queryByRole('link', { name: /View receipt/ })).toBeNull();
  });

  it('names the provider that carried the payment and its reference there', async () => {
    mockFetch(() => jsonResponse(detail({ provider: { name: 'flutterwave', reference: '123456' } })));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    expect((await screen.findByText('Provider')).nextElementSibling?.textContent).toBe('Flutterwave');
    expect(screen.getByText('Provider reference').nextElementSibling?.textContent).toBe('123456');
  });

  it('calls the sandbox by what it is, and shows an unknown provider as named', async () => {
    mockFetch(() => jsonResponse(detail({ provider: { name: 'sandbox', reference: null } })));
    const { unmount } = renderWithProviders(<TransactionDetail transactionId="pay_01" />, {
      route: ROUTE,
      path: ROUTE,
    });
    expect((await screen.findByText('Provider')).nextElementSibling?.textContent).toBe('Sandbox (test mode)');
    expect(screen.getByText('Provider reference').nextElementSibling?.textContent).toBe('—');
    unmount();

    mockFetch(() => jsonResponse(detail({ provider: { name: 'mpesa-direct', reference: 'X1' } })));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    expect((await screen.findByText('Provider')).nextElementSibling?.textContent).toBe('mpesa-direct');
  });

  it('shows no provider for a movement inside Malipo', async () => {
    mockFetch(() => jsonResponse(detail({ type: 'transfer_in', provider: null })));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    await screen.findByRole('heading', { name: 'Premium Consultation' });
    expect(screen.queryByText('Provider')).toBeNull();
    expect(screen.queryByText('Provider reference')).toBeNull();
  });

  it('flags an overpaid bank transfer, and an underpaid one, for the merchant to return the money', async () => {
    const overpaid = {
      amountMinor: 12_000,
      paymentMethod: { type: 'bank_transfer' as const },
      transferMismatch: { expectedMinor: 10_000, receivedMinor: 12_000 },
    };
    mockFetch(() => jsonResponse(detail(overpaid)));
    const { unmount } = renderWithProviders(<TransactionDetail transactionId="pay_01" />, {
      route: ROUTE,
      path: ROUTE,
    });
    expect(
      await screen.findByText(
        'Overpaid: received $120.00 for $100.00. The extra was credited; refund it to the payer if it was a mistake.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Method').nextElementSibling?.textContent).toBe('Bank transfer');
    unmount();

    const underpaid = {
      status: 'failed' as const,
      succeededAt: null,
      receiptId: null,
      paymentMethod: { type: 'bank_transfer' as const },
      failure: { code: 'underpaid', message: 'Only $80.00 of $100.00 arrived.' },
      transferMismatch: { expectedMinor: 10_000, receivedMinor: 8_000 },
    };
    mockFetch(() => jsonResponse(detail(underpaid)));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    const notice = await screen.findByText(
      'Underpaid: received $80.00 of $100.00. The payment failed and nothing reached your wallet; return the amount received to the payer.',
    );
    expect(notice.closest('[role="note"]')).toBeTruthy();
  });

  it('shows no mismatch notice for a transfer that arrived as asked', async () => {
    mockFetch(() => jsonResponse(detail({ paymentMethod: { type: 'bank_transfer' } })));
    renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
    await screen.findByRole('heading', { name: 'Premium Consultation' });
    expect(screen.queryByText(/^(Overpaid|Underpaid):/)).toBeNull();
  });
});
