import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  auditFiltersFromSearchParams,
  auditFiltersToSearchParams,
  type AuditFilterKey,
} from '../lib/audit-filters';

/** The audit log filters held in the URL's search params; choosing one pushes a history entry. */
export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromSearchParams(searchParams), [searchParams]);

  const setFilter = useCallback(
    (key: AuditFilterKey, value: string) =>
      setSearchParams((current) =>
        auditFiltersToSearchParams({ ...auditFiltersFromSearchParams(current), [key]: value || undefined }),
      ),
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { filters, setFilter, clearFilters };
}
