/**
 * The period and currency both dashboard charts share (docs/product.md#states: 7, 30, 90 or 365 days, default 30).
 * @module
 */
import type { INCOME_PERIODS } from '@malipo/contracts/analytics';

/** A period the Income Overview offers, in days. */
export type IncomePeriodDays = (typeof INCOME_PERIODS)[number];

/** Query of the analytics endpoints; no `currency` means the merchant's main currency. */
export interface AnalyticsQuery {
  days: IncomePeriodDays;
  currency?: string;
}

/** The query string of an {@link AnalyticsQuery}: `days=30` or `days=30&currency=RWF`. */
export function analyticsSearch({ days, currency }: AnalyticsQuery): string {
  const search = new URLSearchParams({ days: String(days) });
  if (currency) search.set('currency', currency);
  return search.toString();
}
