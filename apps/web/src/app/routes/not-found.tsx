/**
 * Not-found page for any unrouted path (docs/product.md#not-found-page): '404', 'Oops! Page not found', a Return to Home
 * link, and the attempted path logged. Rendered inside the public site's layout.
 * @module
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from '@/features/marketing/components/page-meta';

export function Component() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="flex flex-col items-center justify-center gap-3 bg-slate-50 px-6 py-24 text-center sm:py-32">
      <PageMeta title="Page not found" description="The page you are looking for does not exist." />
      <h1 className="text-7xl font-bold tracking-tight text-slate-900 sm:text-8xl">404</h1>
      <p className="text-xl text-slate-600">Oops! Page not found</p>
      <Button asChild size="lg" className="mt-4">
        <Link to={paths.home.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
