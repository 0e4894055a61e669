/**
 * `GET /api/audit-events/actors`: the members who appear in the audit log the caller may see, for
 * the member filter (docs/security.md#audit-log).
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { auditActorListSchema, type AuditActorList } from '@malipo/contracts/audit';
import { apiRequest } from '@/lib/api-client';

/** Fetches the members of the audit log. Throws `ApiError`. */
export async function getAuditActors(signal?: AbortSignal): Promise<AuditActorList> {
  return auditActorListSchema.parse(await apiRequest<unknown>('/api/audit-events/actors', { signal }));
}

/** The members of the audit log; `enabled` false skips the request (a member who sees only their own). */
export function useAuditActors(enabled: boolean) {
  return useQuery({
    queryKey: ['audit-events', 'actors'],
    queryFn: ({ signal }) => getAuditActors(signal),
    enabled,
  });
}
