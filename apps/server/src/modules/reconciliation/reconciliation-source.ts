/**
 * Where a provider's records for a day come from (docs/providers.md#reconciliation), the port each
 * provider plugs into the daily reconciliation through. A provider with a list of its day's records
 * (Flutterwave's charges, `flutterwave-day-records.ts`) answers them all; one without (the sandbox
 * today, MTN MoMo and M-Pesa when they are routed) is asked about each of Malipo's records by
 * reference ({@link lookupSource}), so only Malipo's side can be found missing or different.
 * @module
 */
import type { ReconciliationCoverage } from '@malipo/contracts/reconciliation';
import type { PayoutOutcome, PayoutProvider } from '../providers/payout-provider';
import type { CollectingProvider, ProviderOutcome } from '../providers/provider';
import type { MalipoRecord, ProviderRecord, SettledState } from './compare-records';

/** A provider's side of the reconciliation. */
export interface ReconciliationSource {
  /** `full` when {@link ReconciliationSource.records} lists every record of the day. */
  coverage: ReconciliationCoverage;
  /** What a `partial` source cannot see, for the report; null when `full`. */
  note: string | null;
  /**
   * The provider's records for UTC `day` (`YYYY-MM-DD`), given Malipo's records of that day to
   * look up when the provider has no list. Throws what the provider's client throws; the run is
   * then retried (docs/architecture.md#background-jobs).
   */
  records(input: { day: string; malipo: readonly MalipoRecord[] }): Promise<ProviderRecord[]>;
}

/** Said of a source that can only look Malipo's records up. */
export const LOOKUP_NOTE =
  'This provider has no list of its records: each of Malipo’s payments and payouts was asked for by reference, so a record only the provider has cannot be found.';

/** A charge's outcome as a {@link SettledState}: anything not final is pending. */
function chargeState(outcome: ProviderOutcome): SettledState {
  switch (outcome.status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
      return 'failed';
    case 'pending':
    case 'requires_otp':
    case 'requires_redirect':
    case 'requires_transfer':
      return 'pending';
    default: {
      const unhandled: never = outcome;
      throw new Error(`unknown provider outcome ${JSON.stringify(unhandled)}`);
    }
  }
}

/** A payout's outcome as a {@link SettledState}. */
function payoutState(outcome: PayoutOutcome): SettledState {
  return outcome.status === 'paid' ? 'succeeded' : outcome.status;
}

/**
 * A provider's record of `malipo` by `retrieve` / `retrievePayout`, or null when it has none. The
 * amount is known only when a succeeded charge reports what was `charged`.
 */
export async function lookUpRecord(
  provider: {
    collector: Pick<CollectingProvider, 'retrieve'>;
    payouts: Pick<PayoutProvider, 'retrievePayout'>;
  },
  malipo: MalipoRecord,
): Promise<ProviderRecord | null> {
  const { recordType, reference } = malipo;
  if (recordType === 'payout') {
    const outcome = await provider.payouts.retrievePayout(reference);
    if (!outcome) return null;
    const state = payoutState(outcome);
    return { recordType, reference, status: outcome.status, state, amountMinor: null, currency: null };
  }
  const outcome = await provider.collector.retrieve(reference);
  if (!outcome) return null;
  const charged = outcome.status === 'succeeded' ? outcome.charged : undefined;
  return {
    recordType,
    reference,
    status: outcome.status,
    state: chargeState(outcome),
    amountMinor: charged?.amountMinor ?? null,
    currency: charged?.currency ?? null,
  };
}

/**
 * A source for a provider without a list: each of Malipo's records is asked for, one at a time,
 * with `lookUp` (null when the provider has none).
 */
export function askingEachRecord(
  lookUp: (record: MalipoRecord) => Promise<ProviderRecord | null>,
): ReconciliationSource {
  return {
    coverage: 'partial',
    note: LOOKUP_NOTE,
    async records({ malipo }) {
      const found: ProviderRecord[] = [];
      for (const record of malipo) {
        const providerRecord = await lookUp(record);
        if (providerRecord) found.push(providerRecord);
      }
      return found;
    },
  };
}

/** A source asking `provider`'s status lookups about each of Malipo's records ({@link lookUpRecord}). */
export function lookupSource(provider: {
  collector: Pick<CollectingProvider, 'retrieve'>;
  payouts: Pick<PayoutProvider, 'retrievePayout'>;
}): ReconciliationSource {
  return askingEachRecord((record) => lookUpRecord(provider, record));
}
