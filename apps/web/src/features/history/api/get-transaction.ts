/**
 * `GET /api/transactions/:id`: one transaction with payer, source, failure and ledger entries;
 * 404 `not_found` for another merchant's or an unknown id.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionDetailSchema, type TransactionDetail } from '@malipo/contracts/history';
import { apiRequest } from '@/lib/api-client';

/** Fetches transaction `id` with its details. Throws `ApiError` (404 when unknown). */
export async function getTransaction(id: string, signal?: AbortSignal): Promise<TransactionDetail> {
  const body = await apiRequest<unknown>(`/api/transactions/${encodeURIComponent(id)}`, { signal });
  return transactionDetailSchema.parse(body);
}

/** Query options of transaction `id`. */
export const transactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['transactions', 'detail', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
  });

/** Transaction `id` with its details. */
export function useTransaction(id: string) {
  return useQuery(transactionQueryOptions(id));
}
