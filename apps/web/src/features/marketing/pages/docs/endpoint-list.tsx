import { AlertCircleIcon, FileJsonIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { ApiEndpoint } from '@/features/marketing/content/info/types';
import { OPENAPI_URL, useApiEndpoints } from './use-api-endpoints';

const METHOD_STYLES: Record<ApiEndpoint['method'], string> = {
  GET: 'bg-blue-50 text-blue-700 ring-blue-200',
  POST: 'bg-green-50 text-green-800 ring-green-200',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-200',
  PATCH: 'bg-amber-50 text-amber-800 ring-amber-200',
  DELETE: 'bg-red-50 text-red-700 ring-red-200',
};

/** Endpoints grouped by category, in first-seen order. */
function groupByCategory(endpoints: readonly ApiEndpoint[]): [string, ApiEndpoint[]][] {
  const groups = new Map<string, ApiEndpoint[]>();
  for (const endpoint of endpoints) {
    groups.set(endpoint.category, [...(groups.get(endpoint.category) ?? []), endpoint]);
  }
  return [...groups];
}

/**
 * The API reference: every operation of `/v1/openapi.json` (method, path, summary) grouped by tag,
 * with a loading state and an error state offering Retry.
 */
export function EndpointList() {
  const state = useApiEndpoints();

  if (state.kind === 'loading') {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">Loading endpoints…</span>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <AlertCircleIcon className="size-8 text-red-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">We couldn’t load the API reference.</p>
          <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
        </div>
        <Button variant="outline" onClick={state.retry}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {groupByCategory(state.endpoints).map(([category, endpoints]) => (
        <section key={category} aria-label={category}>
          <h3 className="text-lg font-semibold text-slate-900">{category}</h3>
          <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {endpoints.map((endpoint) => (
              <li
                key={`${endpoint.method} ${endpoint.endpoint}`}
                className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-4"
              >
                <span
                  className={cn(
                    'w-16 shrink-0 rounded-md px-2 py-1 text-center font-mono text-xs font-bold ring-1 ring-inset',
                    METHOD_STYLES[endpoint.method],
                  )}
                >
                  {endpoint.method}
                </span>
                <code className="font-mono text-sm break-all text-slate-900">{endpoint.endpoint}</code>
                <span className="text-sm text-slate-600 sm:ml-auto sm:text-right">
                  {endpoint.description}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <a
        href={OPENAPI_URL}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <FileJsonIcon className="size-4" aria-hidden="true" />
        Download the OpenAPI 3.1 specification
      </a>
    </div>
  );
}
