import type { Branding } from '@malipo/contracts/branding';
import { panelClass, primaryButtonClass } from '../lib/checkout-styles';
import { AlertIcon, ClockIcon } from './icons';
import { CheckoutFrame } from './checkout-frame';

const COPY = {
  not_found: {
    title: 'Payment link not found',
    text: 'This payment link does not exist or has been removed. Check the address, or ask the business for a new link.',
  },
  expired: {
    title: 'Payment Link Expired',
    text: 'This payment link has expired and is no longer active.',
  },
  paused: {
    title: 'This payment link is not accepting payments right now',
    text: 'The business has paused this link. Please try again later or contact them for help.',
  },
} as const;

/**
 * A link that cannot be paid (spec §2.6, §8; DESIGN.md §6): not found, expired ('Payment Link
 * Expired') or paused, each with a Go Home button to `/`.
 */
export function LinkUnavailableView({
  reason,
  merchant,
}: {
  reason: keyof typeof COPY;
  merchant: Branding | null;
}) {
  const { title, text } = COPY[reason];
  return (
    <CheckoutFrame merchant={merchant}>
      <title>{`${title} · Malipo`}</title>
      <div className={`${panelClass} mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center`}>
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          {reason === 'expired' ? <ClockIcon className="size-7" /> : <AlertIcon className="size-7" />}
        </span>
        <h1 className="text-xl font-semibold text-balance text-slate-900">{title}</h1>
        <p className="text-slate-600">{text}</p>
        <a href="/" className={`${primaryButtonClass} mt-2 sm:w-auto`}>
          Go Home
        </a>
      </div>
    </CheckoutFrame>
  );
}
