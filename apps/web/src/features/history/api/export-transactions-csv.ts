/**
 * `GET /api/transactions/export.csv?<filters>`: the filtered history as a CSV file. The browser
 * downloads it through a plain link (the session cookie goes along), so there is no fetcher here.
 * @module
 */
import type { TransactionFilters } from '@malipo/contracts/history';
import { filtersToSearchParams } from '../lib/history-filters';

/** Address of the CSV export of `filters` (`/api/transactions/export.csv?status=failed`). */
export function transactionsCsvHref(filters: TransactionFilters): string {
  const search = filtersToSearchParams(filters).toString();
  return search ? `/api/transactions/export.csv?${search}` : '/api/transactions/export.csv';
}
