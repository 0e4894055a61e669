/**
 * `GET /v1/accounts/balance` (docs/api.md#balance): per currency, what the wallet holds (the
 * ledger's available balance, as the dashboard's wallet shows it), the payments still on their way
 * in and the payouts on their way out. Minor units.
 * @module
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Balance } from '@malipo/contracts/v1/balance';
import type { Db } from '../../db/client';
import { payments, payouts } from '../../db/schema';
import { merchantBalances } from '../ledger/ledger.service';

const sumMinor = (column: typeof payments.amountMinor | typeof payouts.debitedMinor) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The merchant's balance, one entry per currency it has money in or on the way, sorted by currency:
 * `availableMinor` (sum of its wallet's ledger entries), `pendingMinor` (payments `processing` or
 * `requires_action`), `payoutsPendingMinor` (pending payouts' debited amounts, already taken from
 * `availableMinor`). Minor units.
 */
export async function merchantBalance(db: Db, merchantId: string): Promise<Balance> {
  const [available, incoming, outgoing] = await Promise.all([
    merchantBalances(db, merchantId),
    db
      .select({ currency: payments.currency, amountMinor: sumMinor(payments.amountMinor) })
      .from(payments)
      .where(
        and(eq(payments.merchantId, merchantId), inArray(payments.status, ['processing', 'requires_action'])),
      )
      .groupBy(payments.currency),
    db
      .select({ currency: payouts.currency, amountMinor: sumMinor(payouts.debitedMinor) })
      .from(payouts)
      .where(and(eq(payouts.merchantId, merchantId), eq(payouts.status, 'pending')))
      .groupBy(payouts.currency),
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
  for (const row of incoming) entry(row.currency).pendingMinor = row.amountMinor;
  for (const row of outgoing) entry(row.currency).payoutsPendingMinor = row.amountMinor;
  return {
    object: 'balance',
    balances: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
