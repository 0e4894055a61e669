import { ReceiptIcon, SearchXIcon } from 'lucide-react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { transactionsCsvHref } from '../api/export-transactions-csv';
import { useTransactionHistory } from '../api/get-transaction-history';
import { useHistoryFilters } from '../hooks/use-history-filters';
import { hasActiveFilters } from '../lib/history-filters';
import { HistoryFiltersBar } from './history-filters-bar';
import { TransactionsTable } from './transactions-table';

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading transactions" className="divide-y divide-slate-100">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 py-3">
          <Skeleton className="hidden h-4 w-28 md:block" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4 md:hidden" />
          </div>
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

function EmptyState({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const Icon = isFiltered ? SearchXIcon : ReceiptIcon;
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <Icon className="size-6 text-slate-400" aria-hidden="true" />
      </span>
      {isFiltered ? (
        <>
          <p className="font-medium">No transactions match these filters</p>
          <p className="max-w-xs text-sm text-slate-500">Try a wider date range or another status.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <p className="font-medium">No transactions yet</p>
          <p className="max-w-xs text-sm text-slate-500">
            When someone pays one of your links, the payment shows up here.
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The History screen (docs/product.md#dashboard): filters kept in the URL, the matching transactions newest first
 * with "Load more" (cursor pages), empty states, and Export CSV of the same filters with its progress.
 */
export function TransactionHistory() {
  const { filters, search, setFilter, clearFilters } = useHistoryFilters();
  const history = useTransactionHistory(filters);
  const transactions = history.data?.pages.flatMap((page) => page.data) ?? [];
  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">History</h1>
          <p className="mt-1 text-slate-500">Every payment to your links, newest first.</p>
        </div>
        <ExportCsvButton
          href={transactionsCsvHref(filters)}
          rowsLabel="transactions"
          fallbackName="malipo-transactions.csv"
          failureMessage="We could not export your transactions."
        />
      </header>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <HistoryFiltersBar filters={filters} onFilterChange={setFilter} />
        </CardContent>
      </Card>

      <Card aria-busy={history.isPlaceholderData} className={history.isPlaceholderData ? 'opacity-60' : ''}>
        <CardContent className="pt-2 sm:pt-3">
          {history.isPending ? (
            <HistorySkeleton />
          ) : history.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 py-6">
              <p className="text-sm text-slate-600">We could not load your transactions.</p>
              <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </div>
          ) : transactions.length === 0 ? (
            <EmptyState isFiltered={isFiltered} onClear={clearFilters} />
          ) : (
            <>
              <TransactionsTable transactions={transactions} historySearch={search} />
              {history.hasNextPage && (
                <div className="flex justify-center border-t border-slate-100 pt-4">
                  <Button
                    variant="outline"
                    onClick={() => void history.fetchNextPage()}
                    disabled={history.isFetchingNextPage}
                  >
                    {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                </div>
              )}
              {history.isFetchNextPageError && (
                <p role="alert" className="pt-3 text-center text-sm text-red-600">
                  We could not load more transactions. Try again.
                </p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
