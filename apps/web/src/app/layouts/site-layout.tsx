/**
 * Pathless layout route of the public site (docs/product.md#routes): the home page, product, solution, resource
 * and informational pages and the not-found page, between the shared header and footer. Its own
 * chunk with the Inter font; payer pages never load it. The layout renders `<main id="main">`, so
 * pages render their sections (and a `PageMeta`) only.
 * @module
 */
import '@fontsource-variable/inter';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';

/** Header, the matched page as `<main>`, footer. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col bg-white font-sans text-slate-900">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      {/* A link in the footer opens the next page at its top; Back returns to where you were. */}
      <ScrollRestoration />
    </div>
  );
}
