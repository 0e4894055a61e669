/**
 * `GET /api/auth/me`: the signed-in user, or `null` when signed out (401).
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@malipo/contracts/auth';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Query key of the session. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** Fetches the signed-in user; resolves `null` when there is no session. Throws {@link ApiError} otherwise. */
export async function getSession(): Promise<User | null> {
  try {
    return sessionResponseSchema.parse(await apiRequest<unknown>('/api/auth/me')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Query options of the session (kept fresh for 5 minutes; 401s from other queries clear it). */
export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 5 * 60_000 });

/** The signed-in user query: `data` is the user, `null` when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
