/**
 * M-Pesa's side of the daily reconciliation (docs/providers.md#reconciliation). Daraja lists
 * nothing by day, so each of Malipo's records is asked for by reference: a payment by the M-Pesa
 * Express Query of its push, a payout by the B2C Result Daraja posted for it — the only record
 * Daraja gives of a payout, kept as it arrived, so a Result of another amount is reported here
 * rather than refused. Amounts in KES minor units.
 * @module
 */
import type { MpesaPayoutStore } from '../providers/mpesa/mpesa-payouts';
import type { CollectingProvider } from '../providers/provider';
import type { ProviderRecord } from './compare-records';
import { askingEachRecord, lookUpRecord, type ReconciliationSource } from './reconciliation-source';

/** The B2C request under `reference` as a provider record, or null when none reached Daraja. */
async function payoutRecord(
  store: Pick<MpesaPayoutStore, 'findSubmitted' | 'findResult'>,
  reference: string,
): Promise<ProviderRecord | null> {
  const [submitted, result] = await Promise.all([
    store.findSubmitted(reference),
    store.findResult(reference),
  ]);
  const base = { recordType: 'payout' as const, reference, currency: 'KES' };
  if (result) {
    const state = result.paid ? 'succeeded' : 'failed';
    return {
      ...base,
      status: `ResultCode ${result.resultCode}`,
      state,
      amountMinor: result.paid?.amountMinor ?? null,
    };
  }
  if (!submitted) return null;
  return { ...base, status: 'awaiting Result', state: 'pending', amountMinor: submitted.amountMinor };
}

/** M-Pesa's records for a day: pushes through `collector`, B2C requests and Results from `payouts`. */
export function mpesaSource(deps: {
  collector: Pick<CollectingProvider, 'retrieve'>;
  payouts: Pick<MpesaPayoutStore, 'findSubmitted' | 'findResult'>;
}): ReconciliationSource {
  const noPayouts = { retrievePayout: () => Promise.resolve(null) };
  return askingEachRecord((record) =>
    record.recordType === 'payout'
      ? payoutRecord(deps.payouts, record.reference)
      : lookUpRecord({ collector: deps.collector, payouts: noPayouts }, record),
  );
}
