import type { Branding } from '@malipo/contracts/branding';
import { AlertIcon, ClockIcon } from './icons';
import { NoticeView } from './page-states';

/** What cannot be paid: a payment link, a donation link, a subscription link or a catalogue. */
export type LinkKind = 'payment' | 'donation' | 'subscription' | 'catalogue';

const NOUNS: Record<LinkKind, { name: string; short: string; accepting: string }> = {
  payment: { name: 'payment link', short: 'link', accepting: 'payments' },
  donation: { name: 'donation link', short: 'link', accepting: 'donations' },
  subscription: { name: 'subscription link', short: 'link', accepting: 'subscribers' },
  catalogue: { name: 'catalogue', short: 'catalogue', accepting: 'orders' },
};

/** Why a link cannot be paid. `expired` exists only for payment links. */
export type UnavailableReason = 'not_found' | 'expired' | 'paused';

function copyFor(kind: LinkKind, reason: UnavailableReason): { title: string; text: string } {
  const { name, short, accepting } = NOUNS[kind];
  switch (reason) {
    case 'not_found':
      return {
        title: `${name.charAt(0).toUpperCase()}${name.slice(1)} not found`,
        text: `This ${name} does not exist or has been removed. Check the address, or ask the business for a new link.`,
      };
    case 'expired':
      return {
        title: 'Payment Link Expired',
        text: 'This payment link has expired and is no longer active.',
      };
    case 'paused':
      return {
        title: `This ${name} is not accepting ${accepting} right now`,
        text: `The business has paused this ${short}. Please try again later or contact them for help.`,
      };
  }
}

/**
 * A link or catalogue that cannot be paid (docs/product.md#payer-pages, docs/product.md#errors; docs/product.md#real-behaviour): not found, expired
 * ('Payment Link Expired') or paused, each with a Go Home button to `/`.
 */
export function LinkUnavailableView({
  kind = 'payment',
  reason,
  merchant,
}: {
  kind?: LinkKind;
  reason: UnavailableReason;
  merchant: Branding | null;
}) {
  const { title, text } = copyFor(kind, reason);
  const icon = reason === 'expired' ? <ClockIcon className="size-7" /> : <AlertIcon className="size-7" />;
  return <NoticeView merchant={merchant} icon={icon} title={title} text={text} />;
}
