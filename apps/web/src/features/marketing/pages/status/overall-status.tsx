import { AlertTriangleIcon, CheckCircle2Icon, RefreshCwIcon, XCircleIcon } from 'lucide-react';
import type { SystemStatus } from '@malipo/contracts/public-site';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { overallHeadline } from './status-display';

const TONES = {
  operational: { icon: CheckCircle2Icon, className: 'border-green-200 bg-green-50 text-green-900' },
  degraded: { icon: AlertTriangleIcon, className: 'border-yellow-200 bg-yellow-50 text-yellow-900' },
  outage: { icon: XCircleIcon, className: 'border-red-200 bg-red-50 text-red-900' },
} as const;

/**
 * The overall status banner with the last-updated time and Refresh (which measures again). When the
 * server could not be reached at all, `status` is `undefined` and the banner says so.
 */
export function OverallStatus({
  status,
  isUnreachable,
  isFetching,
  onRefresh,
}: {
  status: SystemStatus | undefined;
  isUnreachable: boolean;
  isFetching: boolean;
  onRefresh: () => void;
}) {
  const tone = isUnreachable ? TONES.outage : TONES[status?.status ?? 'operational'];
  const headline = isUnreachable
    ? 'We can’t reach the Malipo API'
    : status
      ? overallHeadline(status.status)
      : 'Checking systems…';
  const Icon = tone.icon;
  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center sm:justify-between',
        status || isUnreachable ? tone.className : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="flex items-center gap-4">
        <Icon className="size-9 shrink-0" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-semibold sm:text-2xl" aria-live="polite">
            {headline}
          </h2>
          <p className="mt-1 text-sm opacity-80">
            {status ? (
              <>
                Last updated: <time dateTime={status.checkedAt}>{formatDateTime(status.checkedAt)}</time>
              </>
            ) : (
              'Measuring the API, database and job worker.'
            )}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onRefresh} disabled={isFetching} className="shrink-0">
        <RefreshCwIcon className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
        {isFetching ? 'Refreshing…' : 'Refresh'}
      </Button>
    </div>
  );
}
