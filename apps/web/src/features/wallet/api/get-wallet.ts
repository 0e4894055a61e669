/**
 * `GET /api/wallet` → `{ merchantCode, balances: [{ currency, availableMinor }] }`: the signed-in
 * merchant's code and available balance per currency wallet (minor units), from the ledger.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSummarySchema, type WalletSummary } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from '@/lib/money-queries';

/** Fetches the wallet summary. Throws `ApiError`. */
export async function getWallet(): Promise<WalletSummary> {
  return walletSummarySchema.parse(await apiRequest<unknown>('/api/wallet'));
}

/** Query options of the wallet summary. */
export const walletQueryOptions = () =>
  queryOptions({ queryKey: [...WALLET_QUERY_KEY, 'summary'], queryFn: getWallet });

/** The wallet summary (merchant code and balances). */
export function useWallet() {
  return useQuery(walletQueryOptions());
}
