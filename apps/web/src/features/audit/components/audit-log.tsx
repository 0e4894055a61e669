import { ShieldCheckIcon } from 'lucide-react';
import { CardListError } from '@/components/card-list-states';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditActors } from '../api/get-audit-actors';
import { useAuditEvents } from '../api/get-audit-events';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { AUDIT_FILTER_KEYS, auditCsvHref } from '../lib/audit-filters';
import { AuditEventsTable } from './audit-events-table';
import { AuditFiltersBar } from './audit-filters-bar';

function AuditSkeleton() {
  return (
    <div role="status" aria-label="Loading the audit log" className="divide-y divide-slate-100">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 py-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}

function EmptyState({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <ShieldCheckIcon className="size-6 text-slate-400" aria-hidden="true" />
      </span>
      <p className="font-medium">{isFiltered ? 'No entries match these filters' : 'No entries yet'}</p>
      {isFiltered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <p className="max-w-xs text-sm text-slate-500">
          Sign-ins, setting changes and money movements show up here.
        </p>
      )}
    </div>
  );
}

/**
 * The Audit log screen (docs/security.md#audit-log): filters kept in the URL, the matching entries
 * newest first with "Load more", and Export CSV of the same filters. `canSeeEveryone` (the `audit`
 * permission) adds the member filter; others see only their own entries.
 */
export function AuditLog({ canSeeEveryone }: { canSeeEveryone: boolean }) {
  const { filters, setFilter, clearFilters } = useAuditFilters();
  const log = useAuditEvents(filters);
  const actors = useAuditActors(canSeeEveryone);
  const events = log.data?.pages.flatMap((page) => page.data) ?? [];
  const isFiltered = AUDIT_FILTER_KEYS.some((key) => Boolean(filters[key]));

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
          <p className="mt-1 text-slate-500">
            {canSeeEveryone
              ? 'Who did what in this account, newest first.'
              : 'What you did in this account, newest first.'}
          </p>
        </div>
        <ExportCsvButton
          href={auditCsvHref(filters)}
          rowsLabel="entries"
          fallbackName="malipo-audit-log.csv"
          failureMessage="We could not export the audit log."
        />
      </header>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <AuditFiltersBar
            filters={filters}
            members={canSeeEveryone ? (actors.data?.data ?? []) : null}
            onFilterChange={setFilter}
          />
        </CardContent>
      </Card>

      <Card aria-busy={log.isPlaceholderData} className={log.isPlaceholderData ? 'opacity-60' : ''}>
        <CardContent className="pt-2 sm:pt-3">
          {log.isPending ? (
            <AuditSkeleton />
          ) : log.isError ? (
            <CardListError
              message="We could not load the audit log."
              onRetry={() => void log.refetch()}
              className="py-6"
            />
          ) : events.length === 0 ? (
            <EmptyState isFiltered={isFiltered} onClear={clearFilters} />
          ) : (
            <>
              <AuditEventsTable events={events} />
              {log.hasNextPage && (
                <div className="flex justify-center border-t border-slate-100 pt-4">
                  <Button
                    variant="outline"
                    onClick={() => void log.fetchNextPage()}
                    disabled={log.isFetchingNextPage}
                  >
                    {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                </div>
              )}
              {log.isFetchNextPageError && (
                <p role="alert" className="pt-3 text-center text-sm text-red-600">
                  We could not load more entries. Try again.
                </p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
