/**
 * `GET /api/transactions/export.csv?<filters>`: the filtered history as a CSV file, streamed by the
 * server, which announces its row count in the `x-total-count` header (`TRANSACTION_CSV_ROWS_HEADER`)
 * before the rows; downloaded with its progress by `@/components/export-csv-button`.
 * @module
 */
import type { TransactionFilters } from '@malipo/contracts/history';
import { filtersToSearchParams } from '../lib/history-filters';

/** Address of the CSV export of `filters` (`/api/transactions/export.csv?status=failed`). */
export function transactionsCsvHref(filters: TransactionFilters): string {
  const search = filtersToSearchParams(filters).toString();
  return search ? `/api/transactions/export.csv?${search}` : '/api/transactions/export.csv';
}
