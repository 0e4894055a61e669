/**
 * The ledger entries of a refund (docs/money.md), derived from the refund row so that the reversal
 * of a failed refund is exactly their negation. In minor units of the refund's currency:
 * - merchant wallet: −amount (the money the payment brought in leaves again);
 * - provider clearing of the provider returning it: +amount — the payment's provider for a card,
 *   the payout provider for mobile money (it is paid out to the payer's number).
 * The payment's capture posted the opposite (clearing −amount, wallet +amount), so a full refund
 * leaves both accounts where they were before the payment.
 * @module
 */
import type { LedgerEntryInput } from '../ledger/ledger.service';
import type { RefundRow } from './refund-view';

/** The entries that move a refund's money out of the wallet; `provider` names the clearing account. */
export function refundEntries(row: RefundRow, provider: string): LedgerEntryInput[] {
  return [
    {
      account: { type: 'merchant_wallet', merchantId: row.merchantId, currency: row.currency },
      amountMinor: -row.amountMinor,
    },
    {
      account: { type: 'provider_clearing', provider, currency: row.currency },
      amountMinor: row.amountMinor,
    },
  ];
}

/** The entries that give a failed refund's money back to the wallet: the negation of {@link refundEntries}. */
export function refundReversalEntries(row: RefundRow, provider: string): LedgerEntryInput[] {
  return refundEntries(row, provider).map((e) => ({ ...e, amountMinor: -e.amountMinor }));
}
