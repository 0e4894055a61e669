/**
 * Dashboard home figures (docs/product.md#dashboard-home; computed, never hard-coded,
 * docs/product.md#real-behaviour): available balance per currency from the ledger
 * (docs/money.md#balances), and the newest transactions of every kind.
 * @module
 */
import type { Balances, Transaction } from '@malipo/contracts/dashboard';
import type { Db } from '../../db/client';
import { merchantBalances } from '../ledger/ledger.service';
import { historyPage, historyWhere } from '../history/history-query';
import { historyMerchant } from '../history/history.service';
import { historyTransaction } from '../history/history-view';

/** Creates the dashboard service; every method reads only the given merchant's records. */
export function createDashboardService({ db }: { db: Db }) {
  /**
   * Available balance per currency wallet, `{ data: [{ currency, availableMinor }] }` in minor units,
   * each the sum of the wallet's ledger entries (docs/money.md#balances); wallets never used are absent.
   */
  const balances = async ({ merchantId }: { merchantId: string }): Promise<Balances> => ({
    data: await merchantBalances(db, merchantId),
  });

  /**
   * The `limit` newest transactions of every kind (payments, payouts, transfers, …), newest first, as
   * history rows (`amountMinor` signed, negative when outgoing; docs/product.md#entities).
   */
  const recentTransactions = async ({ merchantId, limit }: { merchantId: string; limit: number }) => {
    const rows = await historyPage(db, historyWhere(await historyMerchant(db, merchantId), {}), null, limit);
    return { data: rows.map(historyTransaction) satisfies Transaction[] };
  };

  return { balances, recentTransactions };
}

/** The dashboard service's methods, as the dashboard routes receive them. */
export type DashboardService = ReturnType<typeof createDashboardService>;
