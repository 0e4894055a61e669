import { useEffect } from 'react';
import { formatMoney } from '@malipo/contracts/money';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { PublicPayment } from '@malipo/contracts/payments';
import { isFollowableUrl } from '@malipo/contracts/urls';
import { primaryButtonClass } from '../lib/checkout-styles';
import { CheckIcon } from './icons';
import { StatusHeading } from './status-heading';

/** Delay before leaving the success view (spec §4, §9: 3 s on the payment link page). */
export const SUCCESS_REDIRECT_DELAY_MS = 3000;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * 'Payment Successful!' (spec §2.6): thank-you message, amount, product, 'Redirecting you in a few
 * seconds...' and, with a redirect address, a 'Continue to' button. After 3 s it goes to the
 * redirect address (only http/https is ever followed) or home when there is none (spec §4).
 */
export function SuccessView({ link, payment }: { link: PublicPaymentLink['link']; payment: PublicPayment }) {
  const redirectUrl = link.redirectUrl && isFollowableUrl(link.redirectUrl) ? link.redirectUrl : null;

  useEffect(() => {
    const timer = setTimeout(() => {
      window.location.assign(redirectUrl ?? '/');
    }, SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectUrl]);

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" aria-live="polite">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon className="size-8" />
      </span>
      <StatusHeading className="text-2xl">Payment Successful!</StatusHeading>
      <p className="text-slate-600">{link.thankYouMessage}</p>
      <dl className="w-full space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">Amount paid</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(payment.amountMinor, payment.currency)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">Product</dt>
          <dd className="text-right font-medium break-words">{link.productName}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-500">Redirecting you in a few seconds...</p>
      {redirectUrl && (
        <a href={redirectUrl} className={primaryButtonClass} rel="noopener">
          Continue to {hostOf(redirectUrl)}
        </a>
      )}
    </div>
  );
}
