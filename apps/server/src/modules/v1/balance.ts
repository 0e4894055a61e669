/**
 * `GET /v1/accounts/balance` (docs/api.md#balance): per currency, what the wallet holds (the
 * ledger's available balance, as the dashboard's wallet shows it), the payments still on their way
 * in and the payouts on their way out. Minor units.
 * @module
 */
import type { Balance } from '@malipo/contracts/v1/balance';
import type { Db } from '../../db/client';
import { moneyInFlight } from '../history/history.repo';
import { merchantBalances } from '../ledger/ledger.service';

/**
 * The merchant's balance, one entry per currency it has money in or on the way, sorted by currency:
 * `availableMinor` (sum of its wallet's ledger entries), `pendingMinor` (payments `processing` or
 * `requires_action`), `payoutsPendingMinor` (pending payouts' debited amounts, already taken from
 * `availableMinor`). Minor units.
 */
export async function merchantBalance(db: Db, merchantId: string): Promise<Balance> {
  const [available, inFlight] = await Promise.all([
    merchantBalances(db, merchantId),
    moneyInFlight(db, merchantId),
  ]);
  const byCurrency = new Map<string, Balance['balances'][number]>();
  const entry = (currency: string) => {
    let found = byCurrency.get(currency);
    if (!found) {
      found = { currency, availableMinor: 0, pendingMinor: 0, payoutsPendingMinor: 0 };
      byCurrency.set(currency, found);
    }
    return found;
  };
  for (const row of available) entry(row.currency).availableMinor = row.availableMinor;
  for (const row of inFlight) {
    Object.assign(entry(row.currency), {
      pendingMinor: row.incomingMinor,
      payoutsPendingMinor: row.outgoingMinor,
    });
  }
  return {
    object: 'balance',
    balances: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
