/**
 * A CSV export with progress: starts the download of `href`, tracks rows received against the
 * announced total, lets the person cancel, and hands the finished file to the browser as a download.
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { downloadCsv, type CsvProgress } from '@/lib/csv-download';

/** Where the export stands: idle, exporting with its progress, or failed with a message. */
export type CsvExportState =
  { status: 'idle' } | ({ status: 'exporting' } & CsvProgress) | { status: 'failed'; message: string };

/** Saves `file` under `filename` through a temporary link, as the browser saves any download. */
function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The export of `href` (`fallbackName` when the server names no file; `failureMessage` when it
 * fails): its state, `start()` and `cancel()`. Leaving the screen cancels it.
 */
export function useCsvExport(
  href: string,
  { failureMessage, fallbackName }: { failureMessage: string; fallbackName: string },
) {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'exporting', rows: 0, total: null });
    try {
      const { file, filename } = await downloadCsv(href, {
        signal: current.signal,
        failureMessage,
        fallbackName,
        onProgress: (progress) => {
          if (!current.signal.aborted) setState({ status: 'exporting', ...progress });
        },
      });
      if (current.signal.aborted) return;
      saveFile(file, filename);
      setState({ status: 'idle' });
    } catch (error) {
      if (current.signal.aborted) return;
      setState({ status: 'failed', message: error instanceof ApiError ? error.message : failureMessage });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, [href, failureMessage, fallbackName]);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, cancel };
}
