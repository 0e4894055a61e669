import { Button } from '@/components/ui/button';

/**
 * The "Load more" button under a cursor-paged list (shown while `hasNextPage`), "Loading..." while
 * the next page loads, and an alert naming `rowsLabel` when loading it failed.
 */
export function LoadMore({
  query,
  rowsLabel,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  rowsLabel: string;
}) {
  return (
    <>
      {query.hasNextPage && (
        <div className="flex justify-center border-t border-slate-100 pt-4">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="pt-3 text-center text-sm text-red-600">
          We could not load more {rowsLabel}. Try again.
        </p>
      )}
    </>
  );
}
