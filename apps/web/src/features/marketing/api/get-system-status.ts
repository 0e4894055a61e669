/**
 * `GET /api/status`: the measured health of the API, the database and the job worker, and the
 * overall status (the worst of them; docs/product.md#states "Service status values"). Always 200 while the
 * server answers; a failed request means the API itself is unreachable.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import { systemStatusSchema, type SystemStatus } from '@malipo/contracts/public-site';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Fetches the system status. Throws `ApiError` (status 0 when the server is unreachable). */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return systemStatusSchema.parse(await apiRequest<unknown>('/api/status', { signal }));
}

/** What {@link useSystemStatus} returns. */
export interface SystemStatusQuery {
  data: SystemStatus | undefined;
  /** The last failure; cleared by the next success. A failed refetch keeps the previous `data`. */
  error: ApiError | null;
  /** True until the first answer (or failure). */
  isLoading: boolean;
  /** True while any request is in flight, including a refetch. */
  isFetching: boolean;
  /** Measures again (the status page's Refresh button). */
  refetch: () => void;
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The system status, fetched on mount and on `refetch()`. Plain React state, so it works on the
 * public pages, which render without the dashboard's `QueryClientProvider`.
 */
export function useSystemStatus(): SystemStatusQuery {
  const [data, setData] = useState<SystemStatus | undefined>(undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const [isFetching, setIsFetching] = useState(true);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setIsFetching(true);
    getSystemStatus(controller.signal).then(
      (status) => {
        if (controller.signal.aborted) return;
        setData(status);
        setError(null);
        setIsFetching(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure : new ApiError(500, 'internal', GENERIC_MESSAGE));
        setIsFetching(false);
      },
    );
    return () => controller.abort();
  }, [revision]);

  const refetch = useCallback(() => setRevision((count) => count + 1), []);
  return { data, error, isLoading: isFetching && !data && !error, isFetching, refetch };
}
