/**
 * `GET /v1/openapi.json`: the public API's OpenAPI 3.1 document, read at runtime so the
 * documentation's endpoint list never drifts from the API (docs/architecture.md#merchants-sessions-and-the-public-api).
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { ApiEndpoint } from '@/features/marketing/content/info/types';
import { parseOpenApiEndpoints } from './parse-openapi';

/** Where the server publishes the document. */
export const OPENAPI_URL = '/v1/openapi.json';

/** What {@link useApiEndpoints} returns. */
export type ApiEndpointsState =
  { kind: 'loading' } | { kind: 'error'; retry: () => void } | { kind: 'loaded'; endpoints: ApiEndpoint[] };

/**
 * The API's endpoints, fetched on mount; `retry()` fetches again after a failure (network, non-2xx
 * or a document without paths). Plain React state: the public site has no query client.
 */
export function useApiEndpoints(): ApiEndpointsState {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; endpoints: ApiEndpoint[] }
  >({
    kind: 'loading',
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    apiRequest<unknown>(OPENAPI_URL, { signal: controller.signal })
      .then((document) => setState({ kind: 'loaded', endpoints: parseOpenApiEndpoints(document) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ kind: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return state.kind === 'error' ? { kind: 'error', retry } : state;
}
