/**
 * Shapes the wallet API answers with, for the wallet screens' component tests.
 * @module
 */
import type { FxQuote, Payout, WalletSummary } from '@malipo/contracts/wallet';
import { jsonResponse, type RecordedRequest } from './fetch-mock';

/** A wallet with $150.00. */
export const WALLET: WalletSummary = {
  merchantCode: 'MLP-7K3Q9X',
  balances: [{ currency: 'USD', availableMinor: 15_000 }],
};

/** A pending $50.00 withdrawal to an MTN number ($1.00 fee, $49.00 arrives). */
export const PENDING_WITHDRAWAL: Payout = {
  id: 'po_01',
  kind: 'withdrawal',
  status: 'pending',
  debitedMinor: 5000,
  feeMinor: 100,
  currency: 'USD',
  payoutMinor: 4900,
  payoutCurrency: 'USD',
  rate: '1',
  destination: { type: 'mobile_money', label: 'MTN Mobile Money +250 ••• ••• 456' },
  failure: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The spec's Direct Pay default: 100 USD → 130,000 RWF, fee $2.00, total $102.00. */
export const USD_RWF_QUOTE: FxQuote = {
  from: 'USD',
  to: 'RWF',
  rate: '1300',
  amountMinor: 10_000,
  convertedMinor: 130_000,
  feeMinor: 200,
  totalMinor: 10_200,
};

/** A pending Direct Pay of the default quote. */
export const PENDING_DIRECT_PAY: Payout = {
  ...PENDING_WITHDRAWAL,
  id: 'po_02',
  kind: 'direct_pay',
  debitedMinor: 10_200,
  feeMinor: 200,
  payoutMinor: 130_000,
  payoutCurrency: 'RWF',
  rate: '1300',
};

/** An API error body. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return jsonResponse({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

/** Answers the wallet screens' reads: the wallet, payout accounts (none) and quotes; `null` for anything else. */
export function walletReads(request: RecordedRequest): Response | null {
  if (request.method !== 'GET') return null;
  if (request.url === '/api/wallet') return jsonResponse(WALLET);
  if (request.url === '/api/payout-accounts') return jsonResponse({ data: [] });
  if (request.url.startsWith('/api/fx/quote')) return jsonResponse(USD_RWF_QUOTE);
  return null;
}

/** The POSTs among `requests`. */
export function posts(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.method === 'POST');
}
