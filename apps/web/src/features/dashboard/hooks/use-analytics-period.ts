/**
 * The period and currency shared by the Income Overview and the Revenue by Link Type donut, so both
 * always describe the same money. Lives in the dashboard home route's state (not the URL).
 * @module
 */
import { useState } from 'react';
import type { AnalyticsQuery, IncomePeriodDays } from '../lib/analytics-query';

/** Default Income Overview period in days (docs/product.md#states). */
export const DEFAULT_INCOME_PERIOD_DAYS: IncomePeriodDays = 30;

/** State of the dashboard charts: the query plus setters for the period and the currency. */
export interface AnalyticsPeriod {
  query: AnalyticsQuery;
  setDays: (days: IncomePeriodDays) => void;
  /** `undefined` goes back to the merchant's main currency. */
  setCurrency: (currency: string | undefined) => void;
}

/** Holds the charts' period (default 30 days) and currency (default: the merchant's main one). */
export function useAnalyticsPeriod(): AnalyticsPeriod {
  const [days, setDays] = useState<IncomePeriodDays>(DEFAULT_INCOME_PERIOD_DAYS);
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  return { query: currency ? { days, currency } : { days }, setDays, setCurrency };
}
