import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransactionDetail as TransactionDetailData } from '@malipo/contracts/history';
import type { PaymentRefunds, Refund } from '@malipo/contracts/refunds';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
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
    receiptId: null,
    provider: { name: 'sandbox', reference: 'sbx_ch_01' },
    transferMismatch: null,
    ledgerEntries: [],
    ...extra,
  };
}

function refund(extra: Partial<Refund> = {}): Refund {
  return {
    id: 're_01',
    paymentId: 'pay_01',
    amountMinor: 4000,
    currency: 'USD',
    status: 'succeeded',
    reason: 'Damaged item',
    method: 'card',
    failure: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...extra,
  };
}

function refunds(data: Refund[], refundableMinor: number): PaymentRefunds {
  const refundedMinor = data.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amountMinor, 0);
  return { paymentId: 'pay_01', amountMinor: 10000, currency: 'USD', refundedMinor, refundableMinor, data };
}

/** Serves the payment's detail and refunds; `onRefund` answers the refund POST. */
function serve(
  state: { detail: TransactionDetailData; refunds: PaymentRefunds },
  onRefund?: (r: RecordedRequest) => Response,
) {
  return mockFetch((request) => {
    if (request.method === 'POST' && onRefund) return onRefund(request);
    if (request.url.endsWith('/refunds')) return jsonResponse(state.refunds);
    return jsonResponse(state.detail);
  });
}

function renderDetail() {
  return renderWithProviders(<TransactionDetail transactionId="pay_01" />, { route: ROUTE, path: ROUTE });
}

afterEach(() => vi.unstubAllGlobals());

describe('refunding a payment from its detail', () => {
  it('prefills what is left, checks the amount, confirms what goes back and shows the refund', async () => {
    const state = { detail: detail(), refunds: refunds([], 10000) };
    const { requests } = serve(state, () => {
      state.detail = detail({ status: 'partially_refunded' });
      state.refunds = refunds([refund()], 6000);
      return jsonResponse(refund(), 201);
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText('Amount (USD)');
    expect(amount).toHaveProperty('value', '100.00');
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(await within(dialog).findByText('At most $100.00 can be refunded')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Damaged item' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    expect(within(confirm).getByText('Visa ••4242')).toBeTruthy();
    expect(within(confirm).getByText('Damaged item')).toBeTruthy();
    expect(within(confirm).getByText('$40.00')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refund $40.00' }));

    expect(await screen.findByText('Refund sent')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/payments/pay_01/refunds');
    expect(post?.body).toEqual({ amountMinor: 4000, reason: 'Damaged item' });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const list = await screen.findByRole('list', { name: 'Refunds' });
    expect(within(list).getByText('$40.00')).toBeTruthy();
    expect(await screen.findByText('Partially refunded')).toBeTruthy();
    expect(screen.getByText('$40.00 of $100.00 refunded')).toBeTruthy();
  });

  it('returns to the form with the reason when the server refuses (wallet too low)', async () => {
    serve({ detail: detail(), refunds: refunds([], 10000) }, () =>
      jsonResponse(
        {
          error: { code: 'insufficient_funds', message: 'Insufficient balance: your USD wallet has $10.00.' },
        },
        422,
      ),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $100.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Insufficient balance');
  });

  it('keeps the confirmation and the same Idempotency-Key when the connection drops', async () => {
    let calls = 0;
    const { requests } = serve({ detail: detail(), refunds: refunds([], 10000) }, () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(refund({ amountMinor: 10000 }), 201);
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refund $100.00' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain('connection dropped');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refund $100.00' }));
    expect(await screen.findByText('Refund sent')).toBeTruthy();
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('lists refunds with their status and offers no Refund button once nothing is left', async () => {
    serve({
      detail: detail({ status: 'refunded' }),
      refunds: refunds(
        [
          refund({ id: 're_02', amountMinor: 6000, status: 'pending', method: 'mobile_money', reason: null }),
          refund({
            status: 'failed',
            failure: { code: 'payout_rejected', message: 'The payout was rejected.' },
          }),
        ],
        0,
      ),
    });
    renderDetail();
    const list = await screen.findByRole('list', { name: 'Refunds' });
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect(within(list).getByText('Failed')).toBeTruthy();
    expect(within(list).getByText('The payout was rejected.')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('shows no refunds section for a payment that cannot be refunded', async () => {
    serve({ detail: detail({ status: 'failed', succeededAt: null }), refunds: refunds([], 0) });
    renderDetail();
    await screen.findByRole('heading', { name: 'Premium Consultation' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading refunds' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
