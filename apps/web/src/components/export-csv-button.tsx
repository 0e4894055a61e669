import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useCsvExport } from '@/lib/use-csv-export';

/**
 * Export CSV of a list's current filters (History, Audit log). The link is the export's address
 * `href` (so the browser can fetch it alone if the script fails); a click downloads it here instead
 * and shows its progress — `rowsLabel` received of the total the server announced — with Cancel,
 * then saves the file (else `fallbackName`). `failureMessage` says what could not be exported.
 */
export function ExportCsvButton({
  href,
  rowsLabel,
  fallbackName,
  failureMessage,
}: {
  href: string;
  rowsLabel: string;
  fallbackName: string;
  failureMessage: string;
}) {
  const { state, start, cancel } = useCsvExport(href, { failureMessage, fallbackName });
  const exporting = state.status === 'exporting';

  return (
    <div className="flex w-full flex-col items-stretch gap-2 sm:w-auto sm:items-end">
      <Button asChild variant="outline" aria-disabled={exporting}>
        <a
          href={href}
          download
          onClick={(event) => {
            event.preventDefault();
            if (!exporting) void start();
          }}
        >
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </a>
      </Button>
      {exporting && (
        <div role="status" className="w-full space-y-1.5 sm:w-80">
          <Progress value={state.total ? (state.rows / state.total) * 100 : 0} aria-label="Export progress" />
          <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
            <span>
              {state.total === null
                ? 'Preparing export…'
                : `Exporting ${state.rows.toLocaleString('en')} of ${state.total.toLocaleString('en')} ${rowsLabel}…`}
            </span>
            <Button size="sm" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="flex items-center gap-2 text-sm text-red-700">
          <span>{state.message}</span>
          <Button size="sm" variant="outline" onClick={() => void start()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
