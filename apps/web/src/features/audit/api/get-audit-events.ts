/**
 * `GET /api/audit-events?action&actor&from&to&cursor&limit`: one page of the audit log, newest first,
 * filtered by the server (docs/security.md#audit-log).
 * @module
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditEventPageSchema, type AuditEventFilters, type AuditEventPage } from '@malipo/contracts/audit';
import { apiRequest } from '@/lib/api-client';
import { auditFiltersToSearchParams } from '../lib/audit-filters';

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** Fetches the page of `filters` after `cursor` (the first page when null). Throws `ApiError`. */
export async function getAuditEvents(
  filters: AuditEventFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditEventPage> {
  const params = auditFiltersToSearchParams(filters);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return auditEventPageSchema.parse(
    await apiRequest<unknown>(`/api/audit-events?${params.toString()}`, { signal }),
  );
}

/** The audit log under `filters`, page by page; `nextCursor` drives "Load more". */
export function useAuditEvents(filters: AuditEventFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['audit-events', filters],
      queryFn: ({ pageParam, signal }) => getAuditEvents(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: keepPreviousData,
    }),
  );
}
