/**
 * History filters (docs/product.md#dashboard "History") ⇄ URL search params, so back/forward and reload keep them.
 * Values that the API would refuse (an unknown status, a malformed date) are dropped when read.
 * @module
 */
import { transactionFiltersSchema, type TransactionFilters } from '@malipo/contracts/history';

/** Filter keys in the order they appear in URLs. */
export const HISTORY_FILTER_KEYS = ['type', 'status', 'method', 'currency', 'from', 'to', 'q'] as const;

/** One filter key. */
export type HistoryFilterKey = (typeof HISTORY_FILTER_KEYS)[number];

/**
 * Reads the filters in `params`; empty and invalid values are left out (so `?status=nope` shows
 * every status rather than an error).
 */
export function filtersFromSearchParams(params: URLSearchParams): TransactionFilters {
  const raw: Record<string, string> = {};
  for (const key of HISTORY_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const first = transactionFiltersSchema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = transactionFiltersSchema.safeParse(raw);
  return second.success ? second.data : {};
}

/** The set filters as search params, in {@link HISTORY_FILTER_KEYS} order (`status=failed&q=amina`). */
export function filtersToSearchParams(
  filters: Partial<Record<HistoryFilterKey, string | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of HISTORY_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** True when at least one filter is set. */
export function hasActiveFilters(filters: TransactionFilters): boolean {
  return HISTORY_FILTER_KEYS.some((key) => Boolean(filters[key]));
}
