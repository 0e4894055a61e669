/**
 * The one TanStack Query client of the auth + dashboard app. It lives in a lazy chunk (imported
 * only by `layouts/app-layout.tsx`), never in the entry bundle the payer page downloads.
 * @module
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The shared query client: no retries on 4xx; a 401 from any query signs the user out locally. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const isSessionQuery = query.queryKey[0] === SESSION_QUERY_KEY[0];
      if (!isSessionQuery && error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
