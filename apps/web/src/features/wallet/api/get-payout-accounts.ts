/**
 * `GET /api/payout-accounts` → `{ data: PayoutAccount[] }`: the bank accounts the merchant withdraws
 * to, numbers masked.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutAccountListSchema, type PayoutAccount } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from '@/lib/money-queries';

/** Query key of the payout accounts. */
export const PAYOUT_ACCOUNTS_QUERY_KEY = [...WALLET_QUERY_KEY, 'payout-accounts'] as const;

/** Fetches the payout accounts. Throws `ApiError`. */
export async function getPayoutAccounts(): Promise<PayoutAccount[]> {
  return payoutAccountListSchema.parse(await apiRequest<unknown>('/api/payout-accounts')).data;
}

/** The merchant's payout accounts. */
export function usePayoutAccounts() {
  return useQuery(queryOptions({ queryKey: PAYOUT_ACCOUNTS_QUERY_KEY, queryFn: getPayoutAccounts }));
}
