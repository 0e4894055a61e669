/**
 * `GET /api/analytics/income?days=N&currency=XXX`: income per local calendar day, zero-filled,
 * oldest first, in minor units of one currency (the merchant's main one when `currency` is omitted).
 * @module
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { incomeSchema, type Income } from '@malipo/contracts/analytics';
import { apiRequest } from '@/lib/api-client';
import { analyticsSearch, type AnalyticsQuery } from '../lib/analytics-query';

/** Fetches the income of the last `days` days in `currency`. Throws `ApiError`. */
export async function getIncome(query: AnalyticsQuery): Promise<Income> {
  return incomeSchema.parse(await apiRequest<unknown>(`/api/analytics/income?${analyticsSearch(query)}`));
}

/** Query options of the income overview for one period and currency. */
export const incomeQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: ['dashboard', 'analytics', 'income', query],
    queryFn: () => getIncome(query),
    // Switching period keeps the last chart on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

/** The Income Overview data (docs/product.md#dashboard, periods docs/product.md#states). */
export function useIncome(query: AnalyticsQuery) {
  return useQuery(incomeQueryOptions(query));
}
