/**
 * `GET /api/transactions?type&status&method&currency&from&to&q&cursor&limit`: one page of the
 * merchant's history, newest first, filtered by the server (docs/product.md#dashboard "History").
 * @module
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  transactionPageSchema,
  type TransactionFilters,
  type TransactionPage,
} from '@malipo/contracts/history';
import { apiRequest } from '@/lib/api-client';
import { filtersToSearchParams } from '../lib/history-filters';

/** Rows per page. */
export const HISTORY_PAGE_SIZE = 20;

/** Query key prefix of every history page (mutations elsewhere may invalidate it). */
export const TRANSACTION_HISTORY_QUERY_KEY = ['transactions', 'history'] as const;

/** Fetches the page of `filters` after `cursor` (the first page when null). Throws `ApiError`. */
export async function getTransactionHistory(
  filters: TransactionFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const params = filtersToSearchParams(filters);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(HISTORY_PAGE_SIZE));
  const body = await apiRequest<unknown>(`/api/transactions?${params.toString()}`, { signal });
  return transactionPageSchema.parse(body);
}

/** Infinite query options of the history under `filters`; `nextCursor` drives "Load more". */
export const transactionHistoryQueryOptions = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: [...TRANSACTION_HISTORY_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getTransactionHistory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Keep showing the last rows while the next filters load, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** The merchant's history under `filters`, page by page. */
export function useTransactionHistory(filters: TransactionFilters) {
  return useInfiniteQuery(transactionHistoryQueryOptions(filters));
}
