/**
 * What a money movement makes stale: the wallet (balances, payouts), the dashboard's figures
 * (balance card, recent transactions, charts) and the history pages.
 * @module
 */
import type { QueryClient } from '@tanstack/react-query';

/** Query key prefix of everything wallet-related (money movements invalidate it). */
export const WALLET_QUERY_KEY = ['wallet'] as const;

/** Query key prefixes refreshed after money moves (the wallet's, and the dashboard's and history's own keys). */
const MONEY_QUERY_KEYS = [WALLET_QUERY_KEY, ['dashboard'], ['transactions']] as const;

/**
 * Marks every query showing balances or transactions stale, so the figures on screen update.
 * Quotes and payout polls (under the wallet key) refetch only if they are active.
 */
export function invalidateMoneyQueries(queryClient: QueryClient): void {
  for (const queryKey of MONEY_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}
