/**
 * The ledger entries of a payout (docs/money.md), derived from the payout row so that the reversal
 * of a failed payout is exactly their negation. All in minor units:
 * - wallet (currency): −debited;
 * - platform fees (currency): +fee (the 2% of docs/product.md#constants), when non-zero;
 * - same currency: provider clearing (currency): +payout;
 * - converted (Direct Pay): FX (currency): +(debited − fee), FX (payout currency): −payout,
 *   provider clearing (payout currency): +payout.
 * @module
 */
import type { payouts } from '../../db/schema';
import type { LedgerEntryInput } from '../ledger/ledger.service';

type PayoutRow = typeof payouts.$inferSelect;

/** The entries that move a payout's money out of the wallet. */
export function payoutEntries(row: PayoutRow): LedgerEntryInput[] {
  const entries: LedgerEntryInput[] = [
    {
      account: { type: 'merchant_wallet', merchantId: row.merchantId, currency: row.currency },
      amountMinor: -row.debitedMinor,
    },
  ];
  if (row.feeMinor > 0) {
    entries.push({ account: { type: 'platform_fees', currency: row.currency }, amountMinor: row.feeMinor });
  }
  if (row.payoutCurrency !== row.currency) {
    entries.push(
      { account: { type: 'fx', currency: row.currency }, amountMinor: row.debitedMinor - row.feeMinor },
      { account: { type: 'fx', currency: row.payoutCurrency }, amountMinor: -row.payoutMinor },
    );
  }
  entries.push({
    account: { type: 'provider_clearing', provider: row.provider, currency: row.payoutCurrency },
    amountMinor: row.payoutMinor,
  });
  return entries;
}

/** The entries that give a failed payout's money and fee back: the negation of {@link payoutEntries}. */
export function payoutReversalEntries(row: PayoutRow): LedgerEntryInput[] {
  return payoutEntries(row).map((e) => ({ ...e, amountMinor: -e.amountMinor }));
}
