/**
 * The signed-in person's sessions (docs/security.md#sessions): `GET /api/account/sessions`,
 * `DELETE /api/account/sessions/{id}` to sign one out, `DELETE /api/account/sessions` to sign out
 * every other one (204 each).
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activeSessionsSchema, type ActiveSessions } from '@malipo/contracts/sessions';
import { apiRequest } from '@/lib/api-client';

/** Query key of the sessions list. */
export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

/** Fetches the active sessions. Throws `ApiError`. */
export async function getSessions(): Promise<ActiveSessions> {
  return activeSessionsSchema.parse(await apiRequest<unknown>('/api/account/sessions'));
}

/** The active sessions of the signed-in person. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: getSessions });
}

/**
 * Signs out one session (`id`) or, with `'others'`, every session but this one; refreshes the list.
 * Throws `ApiError` (404 `not_found` for a session already gone).
 */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string) =>
      apiRequest<void>(
        which === 'others' ? '/api/account/sessions' : `/api/account/sessions/${encodeURIComponent(which)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
