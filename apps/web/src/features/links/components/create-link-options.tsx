import { Link } from 'react-router';
import { ArrowRightIcon, Link2Icon } from 'lucide-react';
import { paths } from '../../../config/paths';

/**
 * The Create Link section (spec §2.7). Payment links are available today; donation, subscription
 * and catalogue creators arrive with their own issues and appear here then.
 */
export function CreateLinkOptions() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Create Link</h1>
        <p className="mt-1 text-slate-500">Choose what you want to share with your customers.</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            to={paths.dashboard.createPaymentLink.getHref()}
            className="group flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Link2Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="space-y-1">
              <span className="block text-base font-semibold text-slate-900">Payment Links</span>
              <span className="block text-sm text-slate-500">
                A fixed-price checkout for a product or service. Share the link by WhatsApp, SMS, email or
                social media.
              </span>
            </span>
            <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
              Create payment link
              <ArrowRightIcon
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
