/**
 * The comparison at the heart of the daily reconciliation (docs/providers.md#reconciliation): given
 * Malipo's records and the provider's for one day, every mismatch — a record missing on either side,
 * another amount or currency, another status. Pure: it reads nothing and changes nothing.
 * Amounts in minor units.
 * @module
 */
import type { PaymentStatus } from '@malipo/contracts/payments';
import type { ReconciliationItem, ReconciliationRecordType } from '@malipo/contracts/reconciliation';
import type { PayoutStatus } from '@malipo/contracts/wallet';

/** Where a record stands, in the terms both sides share: money moved, did not move, or not yet known. */
export type SettledState = 'succeeded' | 'failed' | 'pending';

/** One of Malipo's payments or payouts made through the provider. */
export type MalipoRecord =
  | { recordType: 'payment'; reference: string; status: PaymentStatus; amountMinor: number; currency: string }
  | { recordType: 'payout'; reference: string; status: PayoutStatus; amountMinor: number; currency: string };

/**
 * One of the provider's records under Malipo's `reference`: `status` in the provider's own words
 * (`successful`, `SUCCESSFUL`, `pending`, …) and `state` as {@link SettledState}. Amount and
 * currency are null when the provider does not report them (a lookup answering only a status).
 */
export interface ProviderRecord {
  recordType: ReconciliationRecordType;
  reference: string;
  status: string;
  state: SettledState;
  amountMinor: number | null;
  currency: string | null;
}

/**
 * A payment's state as {@link SettledState} (docs/payments.md): refunded payments did succeed at the
 * provider (a refund is a record of its own); canceled ones collected nothing.
 */
export function paymentState(status: PaymentStatus): SettledState {
  switch (status) {
    case 'succeeded':
    case 'refunded':
    case 'partially_refunded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
    case 'processing':
    case 'requires_action':
      return 'pending';
    default: {
      const unhandled: never = status;
      throw new Error(`unknown payment status ${String(unhandled)}`);
    }
  }
}

/** A payout's state as {@link SettledState}. */
export function payoutState(status: PayoutStatus): SettledState {
  switch (status) {
    case 'paid':
      return 'succeeded';
    case 'failed':
      return 'failed';
    case 'pending':
      return 'pending';
    default: {
      const unhandled: never = status;
      throw new Error(`unknown payout status ${String(unhandled)}`);
    }
  }
}

const stateOf = (record: MalipoRecord): SettledState =>
  record.recordType === 'payment' ? paymentState(record.status) : payoutState(record.status);

const keyOf = (record: { recordType: string; reference: string }) =>
  `${record.recordType}:${record.reference}`;

type Sides = { malipo: MalipoRecord | null; provider: ProviderRecord | null };

function item(kind: ReconciliationItem['kind'], sides: Sides, note: string): ReconciliationItem {
  const { malipo, provider } = sides;
  const any = malipo ?? provider;
  if (!any) throw new Error('a reconciliation item needs a record on one side');
  return {
    kind,
    recordType: any.recordType,
    reference: any.reference,
    malipoStatus: malipo?.status ?? null,
    malipoAmountMinor: malipo?.amountMinor ?? null,
    malipoCurrency: malipo?.currency ?? null,
    providerStatus: provider?.status ?? null,
    providerAmountMinor: provider?.amountMinor ?? null,
    providerCurrency: provider?.currency ?? null,
    note,
  };
}

/** The mismatches of one record both sides have: another amount or currency, another state. */
function differences(malipo: MalipoRecord, provider: ProviderRecord): ReconciliationItem[] {
  const sides = { malipo, provider };
  const found: ReconciliationItem[] = [];
  const hasAmount = provider.amountMinor !== null && provider.currency !== null;
  if (hasAmount && (provider.amountMinor !== malipo.amountMinor || provider.currency !== malipo.currency)) {
    found.push(item('amount_differs', sides, 'The provider reports another amount or currency.'));
  }
  const malipoState = stateOf(malipo);
  if (provider.state !== malipoState) {
    const note = `Malipo has it ${malipoState}; the provider has it ${provider.state}.`;
    found.push(item('status_differs', sides, note));
  }
  return found;
}

/**
 * Every mismatch between `malipo` and `provider` (records matched by record type and reference), in
 * Malipo's order, then the provider's records Malipo lacks:
 * - `missing_at_provider`: a Malipo record the provider has no record of, unless it failed (nothing
 *   moved, e.g. a request the provider refused);
 * - `missing_in_malipo`: a provider record under a reference Malipo has no record of;
 * - `amount_differs`: both have it, with another amount or currency (only when the provider reports one);
 * - `status_differs`: both have it, in another {@link SettledState}.
 * One record can give both an amount and a status item. An empty answer is a clean day.
 */
export function compareRecords(input: {
  malipo: readonly MalipoRecord[];
  provider: readonly ProviderRecord[];
}): ReconciliationItem[] {
  const providerByKey = new Map(input.provider.map((record) => [keyOf(record), record]));
  const malipoKeys = new Set(input.malipo.map(keyOf));
  const items: ReconciliationItem[] = [];
  for (const malipo of input.malipo) {
    const provider = providerByKey.get(keyOf(malipo));
    if (provider) items.push(...differences(malipo, provider));
    else if (stateOf(malipo) !== 'failed') {
      const note = 'The provider has no record under this reference.';
      items.push(item('missing_at_provider', { malipo, provider: null }, note));
    }
  }
  for (const provider of input.provider) {
    if (malipoKeys.has(keyOf(provider))) continue;
    const note = 'Malipo has no record under this reference.';
    items.push(item('missing_in_malipo', { malipo: null, provider }, note));
  }
  return items;
}
