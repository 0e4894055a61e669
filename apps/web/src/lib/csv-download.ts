/**
 * Downloading a CSV export the server streams (the history's and the audit log's), which announces
 * its row count in the `x-total-count` header before the rows: the dashboard reads the stream itself
 * to show the download's progress, then hands the file to the browser.
 * @module
 */
import { TRANSACTION_CSV_ROWS_HEADER } from '@malipo/contracts/history';
import { ApiError } from '@/lib/api-client';

/** How far a CSV download has come: data rows received so far, of `total` announced (null: unknown). */
export interface CsvProgress {
  rows: number;
  total: number | null;
}

const NEWLINE = 10;

/**
 * Downloads the CSV at `href`, calling `onProgress` as rows arrive (counted by line ends, the header
 * row left out, never above the announced total). Resolves with the file and the name the server
 * gave it (else `fallbackName`). Throws {@link ApiError} with `failureMessage` when the server
 * refuses (its status, code `export_failed`) or the connection drops (status 0), and the `AbortError`
 * of `signal` when cancelled.
 */
export async function downloadCsv(
  href: string,
  {
    onProgress,
    signal,
    failureMessage,
    fallbackName,
  }: {
    onProgress: (progress: CsvProgress) => void;
    signal?: AbortSignal;
    failureMessage: string;
    fallbackName: string;
  },
): Promise<{ file: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'We could not reach Malipo. Check your connection and try again.');
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, 'export_failed', failureMessage);
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
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { file: new Blob(chunks as BlobPart[], { type: 'text/csv' }), filename };
}
