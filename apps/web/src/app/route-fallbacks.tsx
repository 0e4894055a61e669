/**
 * Fallbacks of the root route. They ship in the entry bundle, so they use plain markup only.
 * @module
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown while the first lazy route module of a page load is fetched. */
export function BootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-slate-500" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/**
 * Shown when a route fails to render or its chunk fails to load (e.g. after a deploy or on a
 * dropped connection). Offers a reload, which fetches the current chunks.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{isNotFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="max-w-sm text-slate-600">
        {isNotFound
          ? 'The page you are looking for does not exist.'
          : 'This page could not be loaded. Check your connection and try again.'}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Reload
        </button>
        <a
          href="/"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Go Home
        </a>
      </div>
    </main>
  );
}
