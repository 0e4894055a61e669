/**
 * `GET /api/transactions/export.csv?<filters>`: the filtered history as a CSV file, streamed by the
 * server, which announces its row count in the `x-total-count` header
 * (`TRANSACTION_CSV_ROWS_HEADER`) before the rows. The dashboard reads the stream itself to show
 * the download's progress, then hands the file to the browser.
 * @module
 */
import { TRANSACTION_CSV_ROWS_HEADER, type TransactionFilters } from '@malipo/contracts/history';
import { ApiError } from '@/lib/api-client';
import { filtersToSearchParams } from '../lib/history-filters';

/** Address of the CSV export of `filters` (`/api/transactions/export.csv?status=failed`). */
export function transactionsCsvHref(filters: TransactionFilters): string {
  const search = filtersToSearchParams(filters).toString();
  return search ? `/api/transactions/export.csv?${search}` : '/api/transactions/export.csv';
}

/** How far a CSV download has come: data rows received so far, of `total` announced (null: unknown). */
export interface CsvProgress {
  rows: number;
  total: number | null;
}

const NEWLINE = 10;

/**
 * Downloads the CSV export of `filters`, calling `onProgress` as rows arrive (counted by line ends,
 * the header row left out, never above the announced total). Resolves with the file and the name the
 * server gave it. Throws {@link ApiError} when the server refuses (its status and code) or the
 * connection drops (status 0), and the `AbortError` of `signal` when cancelled.
 */
export async function downloadTransactionsCsv(
  filters: TransactionFilters,
  { onProgress, signal }: { onProgress: (progress: CsvProgress) => void; signal?: AbortSignal },
): Promise<{ file: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(transactionsCsvHref(filters), { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'We could not reach Malipo. Check your connection and try again.');
  }
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, 'export_failed', 'We could not export your transactions.');
  }
  const announced = Number(response.headers.get(TRANSACTION_CSV_ROWS_HEADER));
  const total = Number.isFinite(announced) && announced >= 0 ? announced : null;
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(chunk.value);
      for (const byte of chunk.value) if (byte === NEWLINE) lines += 1;
      const rows = Math.max(0, lines - 1);
      onProgress({ rows: total === null ? rows : Math.min(rows, total), total });
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'The download was interrupted. Please try again.');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'malipo-transactions.csv';
  return { file: new Blob(chunks as BlobPart[], { type: 'text/csv' }), filename };
}
