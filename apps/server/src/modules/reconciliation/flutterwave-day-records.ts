/**
 * Flutterwave's side of the daily reconciliation (docs/providers.md#reconciliation): every charge
 * Flutterwave lists for the day (Get all transactions, `GET /v3/transactions?from=&to=`,
 * https://developer.flutterwave.com/reference/endpoints/transactions, page by page); each of Malipo's
 * payments the list lacks, looked up by reference (a hosted page paid on a later day is listed on
 * that day); and each of Malipo's payouts by reference (`GET /v3/transfers?reference=`). The
 * transfers list has no date filter, so a transfer Malipo has no payout for is not found.
 * Amounts in minor units.
 * @module
 */
import type { FlutterwaveClient } from '../providers/flutterwave/flutterwave-client';
import type {
  FlutterwaveTransaction,
  FlutterwaveTransfer,
} from '../providers/flutterwave/flutterwave-schemas';
import type { CollectingProvider } from '../providers/provider';
import type { ProviderRecord, SettledState } from './compare-records';
import { lookUpRecord, type ReconciliationSource } from './reconciliation-source';

/** Most pages read for one day (10 transactions a page): past it the run fails rather than guess. */
const MAX_PAGES = 1000;

const CHARGE_STATES: Record<FlutterwaveTransaction['status'], SettledState> = {
  successful: 'succeeded',
  failed: 'failed',
  pending: 'pending',
};

const TRANSFER_STATES: Record<FlutterwaveTransfer['status'], SettledState> = {
  NEW: 'pending',
  PENDING: 'pending',
  SUCCESSFUL: 'succeeded',
  FAILED: 'failed',
};

/** Every charge Flutterwave lists as created on `day`. Throws `Error` past {@link MAX_PAGES}. */
async function listDay(client: FlutterwaveClient, day: string): Promise<ProviderRecord[]> {
  const all: ProviderRecord[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES) throw new Error(`Flutterwave lists more than ${MAX_PAGES} pages for ${day}`);
    const { transactions, totalPages } = await client.listTransactions({ from: day, to: day, page });
    for (const tx of transactions) {
      const { reference, status, amountMinor, currency } = tx;
      all.push({
        recordType: 'payment',
        reference,
        status,
        state: CHARGE_STATES[status],
        amountMinor,
        currency,
      });
    }
    if (page >= totalPages) return all;
  }
}

/**
 * Flutterwave's records for a day over `client`; `collector` is Flutterwave's collecting side,
 * which looks a charge up by reference (`retrieve`).
 */
export function flutterwaveSource(deps: {
  client: FlutterwaveClient;
  collector: Pick<CollectingProvider, 'retrieve'>;
}): ReconciliationSource {
  const { client } = deps;
  const noPayouts = { retrievePayout: () => Promise.resolve(null) };
  return {
    coverage: 'partial',
    note: 'Flutterwave’s charges for the day are listed in full; payouts were asked for by reference, so a transfer Malipo has no payout for cannot be found.',
    async records({ day, malipo }) {
      const records = await listDay(client, day);
      const listed = new Set(records.map((record) => record.reference));
      for (const record of malipo) {
        if (record.recordType === 'payment' && !listed.has(record.reference)) {
          const found = await lookUpRecord({ collector: deps.collector, payouts: noPayouts }, record);
          if (found) records.push(found);
        }
        if (record.recordType !== 'payout') continue;
        const transfer = await client.getTransferByReference({ reference: record.reference });
        if (!transfer) continue;
        const { reference, status, amountMinor, currency } = transfer;
        records.push({
          recordType: 'payout',
          reference,
          status,
          state: TRANSFER_STATES[status],
          amountMinor,
          currency,
        });
      }
      return records;
    },
  };
}
