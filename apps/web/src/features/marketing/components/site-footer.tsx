import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { MalipoLogo } from '@/components/malipo-logo';
import { paths } from '@/config/paths';
import { CONTACT_DETAILS, FOOTER_COLUMNS, SOCIAL_LINKS } from '../content/navigation';
import { SiteContainer } from './site-container';

// Lazy: the sign-up call validates its answer with the shared zod schemas (~25 KB gzip), which no
// other part of the home page needs.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

const linkClassName =
  'rounded-sm text-sm text-slate-400 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/**
 * The public site's footer (docs/product.md#home-page): brand, contact details (Kigali office), the 'Stay updated'
 * box, social links and the product, solution, resources, company and legal link columns.
 */
export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <SiteContainer className="py-14 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <div className="space-y-6">
            <Link
              to={paths.home.getHref()}
              className="inline-block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <MalipoLogo className="text-white" />
            </Link>
            <p className="max-w-sm text-sm text-slate-400">
              Payments for African businesses: cards, mobile money and bank transfers from 100+ countries,
              with no transaction fees.
            </p>
            <address className="space-y-2 text-sm text-slate-400 not-italic">
              <p className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {CONTACT_DETAILS.office}
              </p>
              <p className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${CONTACT_DETAILS.email}`} className={linkClassName}>
                  {CONTACT_DETAILS.email}
                </a>
              </p>
              <p className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a href={`tel:${CONTACT_DETAILS.phone.replace(/\s/g, '')}`} className={linkClassName}>
                  {CONTACT_DETAILS.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {CONTACT_DETAILS.hours}
              </p>
            </address>
            <Suspense fallback={<div className="h-36" />}>
              <NewsletterForm />
            </Suspense>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-5">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link to={link.href} className={linkClassName}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col-reverse gap-6 border-t border-slate-800 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            © {new Date().getFullYear()} Malipo Ltd. All rights reserved. PCI DSS Level 1 compliant.
          </p>
          <ul className="flex gap-2" aria-label="Malipo on social media">
            {SOCIAL_LINKS.map(({ network, href, icon: Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  className="flex size-9 items-center justify-center rounded-full bg-slate-900 text-slate-400 transition-colors hover:bg-slate-800 hover:text-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  <span className="sr-only">{network}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </SiteContainer>
    </footer>
  );
}
