/**
 * `GET /api/analytics/revenue-by-type?days=N&currency=XXX`: revenue of the last `days` days split by
 * link type (payment, donation, subscription, catalogue), every type present, in minor units.
 * @module
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { revenueByTypeSchema, type RevenueByType } from '@malipo/contracts/analytics';
import { apiRequest } from '@/lib/api-client';
import { analyticsSearch, type AnalyticsQuery } from '../lib/analytics-query';

/** Fetches the revenue by link type for one period and currency. Throws `ApiError`. */
export async function getRevenueByType(query: AnalyticsQuery): Promise<RevenueByType> {
  const body = await apiRequest<unknown>(`/api/analytics/revenue-by-type?${analyticsSearch(query)}`);
  return revenueByTypeSchema.parse(body);
}

/** Query options of the revenue by link type. */
export const revenueByTypeQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: ['dashboard', 'analytics', 'revenue-by-type', query],
    queryFn: () => getRevenueByType(query),
    placeholderData: keepPreviousData,
  });

/** The Revenue by Link Type data (docs/product.md#dashboard, types docs/product.md#constants). */
export function useRevenueByType(query: AnalyticsQuery) {
  return useQuery(revenueByTypeQueryOptions(query));
}
