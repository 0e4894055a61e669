/**
 * Not-found page for any unrouted path (spec §2.3): '404', 'Oops! Page not found', a Return to Home
 * link, and the attempted path logged.
 * @module
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/** Route component. */
export function Component() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <title>Page not found · Malipo</title>
      <h1 className="text-6xl font-bold tracking-tight text-slate-900">404</h1>
      <p className="text-xl text-slate-600">Oops! Page not found</p>
      <Link
        to={paths.home.getHref()}
        className="mt-2 rounded-md font-medium text-emerald-700 underline underline-offset-4 hover:text-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Return to Home
      </Link>
    </main>
  );
}
