import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type HistoryFilterKey,
} from '../lib/history-filters';

/**
 * The history filters held in the URL's search params. Choosing a filter pushes a history entry
 * (so Back undoes it); typing in the search box replaces the entry instead of adding one per word.
 */
export function useHistoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const setFilter = useCallback(
    (key: HistoryFilterKey, value: string) => {
      setSearchParams(
        (current) => {
          const next = { ...filtersFromSearchParams(current), [key]: value.trim() || undefined };
          return filtersToSearchParams(next);
        },
        { replace: key === 'q' },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { filters, search: filtersToSearchParams(filters).toString(), setFilter, clearFilters };
}
