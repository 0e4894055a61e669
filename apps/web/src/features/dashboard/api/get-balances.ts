/**
 * `GET /api/dashboard/balances`: available balance per currency, in minor units, from the ledger.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { balancesSchema, type Balances } from '@malipo/contracts/dashboard';
import { apiRequest } from '@/lib/api-client';

/** Fetches the merchant's balances. Throws `ApiError`. */
export async function getBalances(): Promise<Balances['data']> {
  return balancesSchema.parse(await apiRequest<unknown>('/api/dashboard/balances')).data;
}

/** Query options of the balances. */
export const balancesQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'balances'], queryFn: getBalances });

/** The merchant's balances. */
export function useBalances() {
  return useQuery(balancesQueryOptions());
}
