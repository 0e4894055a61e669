/**
 * Dashboard home figures (docs/product.md#dashboard; docs/product.md#real-behaviour: computed, never hard-coded): available balance
 * per currency from the ledger, and the newest transactions of every kind.
 * @module
 */
import type { Balances, Transaction } from '@malipo/contracts/dashboard';
import type { Db } from '../../db/client';
import { merchantBalances } from '../ledger/ledger.service';
import { historyPage, historyWhere } from '../history/history.repo';
import { historyTransaction } from '../history/history-view';

/** Creates the dashboard service. */
export function createDashboardService({ db }: { db: Db }) {
  /** Available balance per currency, in minor units. */
  const balances = async ({ merchantId }: { merchantId: string }): Promise<Balances> => ({
    data: await merchantBalances(db, merchantId),
  });

  /** The `limit` newest transactions (payments, payouts, transfers, …), newest first. */
  const recentTransactions = async ({ merchantId, limit }: { merchantId: string; limit: number }) => ({
    data: (await historyPage(db, historyWhere(merchantId, 'UTC', {}), null, limit)).map(
      historyTransaction,
    ) satisfies Transaction[],
  });

  return { balances, recentTransactions };
}

/** The dashboard service. */
export type DashboardService = ReturnType<typeof createDashboardService>;
