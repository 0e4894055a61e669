/**
 * `POST /api/auth/logout` → 204.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** Ends the session. Throws `ApiError`. */
export async function logout(): Promise<void> {
  await apiRequest<void>('/api/auth/logout', { method: 'POST' });
}

/** Logout mutation; on success every cached merchant query is dropped and the session is `null`. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
