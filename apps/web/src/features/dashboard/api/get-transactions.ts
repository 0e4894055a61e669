/**
 * `GET /api/dashboard/transactions?limit=N`: the merchant's newest transactions.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionListSchema, type Transaction } from '@malipo/contracts/dashboard';
import { apiRequest } from '@/lib/api-client';

/** Fetches the `limit` newest transactions (1–100). Throws `ApiError`. */
export async function getTransactions(limit: number): Promise<Transaction[]> {
  const body = await apiRequest<unknown>(`/api/dashboard/transactions?limit=${limit}`);
  return transactionListSchema.parse(body).data;
}

/** Query options of the newest `limit` transactions. */
export const transactionsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ['dashboard', 'transactions', { limit }], queryFn: () => getTransactions(limit) });

/** The `limit` newest transactions (docs/product.md#constants: the dashboard shows 5). */
export function useTransactions(limit: number) {
  return useQuery(transactionsQueryOptions(limit));
}
