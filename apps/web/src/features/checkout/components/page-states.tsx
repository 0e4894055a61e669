import type { ReactNode } from 'react';
import type { PayerMerchant } from '@malipo/contracts/branding';
import { panelClass, primaryButtonClass } from '../lib/checkout-styles';
import { CheckoutFrame } from './checkout-frame';
import { AlertIcon, Spinner } from './icons';
import { PageHead } from '@/features/checkout/components/page-head';
import { useI18n } from '@/lib/i18n/page-i18n';

/**
 * A payer page while its data loads, e.g. 'Loading payment details...' (docs/product.md#payer-pages);
 * `label` comes in the page's language.
 */
export function LoadingView({ label }: { label: string }) {
  return (
    <CheckoutFrame merchant={null}>
      <PageHead title={`${label} · Malipo`} />
      <div role="status" className="flex flex-col items-center gap-4 py-24 text-center text-slate-600">
        <Spinner />
        <p>{label}</p>
      </div>
    </CheckoutFrame>
  );
}

/**
 * A payer page whose data could not be loaded (network, server error), with 'Try again'; `title` and
 * `message` come in the page's language.
 */
export function LoadErrorView({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <CheckoutFrame merchant={null}>
      <div className={`${panelClass} mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center`}>
        <AlertIcon className="size-8 text-amber-600" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p role="alert" className="text-slate-600">
          {message}
        </p>
        <button type="button" onClick={onRetry} className={`${primaryButtonClass} sm:w-auto`}>
          {t('paymentStatus:tryAgain')}
        </button>
      </div>
    </CheckoutFrame>
  );
}

/**
 * A full-page notice (not found, expired, paused) with an icon, a title, a text (both in the page's
 * language) and a Go Home button.
 */
export function NoticeView({
  merchant,
  icon,
  title,
  text,
}: {
  merchant: PayerMerchant | null;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  const { t } = useI18n();
  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead title={`${title} · Malipo`} />
      <div className={`${panelClass} mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center`}>
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          {icon}
        </span>
        <h1 className="text-xl font-semibold text-balance text-slate-900">{title}</h1>
        <p className="text-slate-600">{text}</p>
        <a href="/" className={`${primaryButtonClass} mt-2 sm:w-auto`}>
          {t('paymentStatus:goHome')}
        </a>
      </div>
    </CheckoutFrame>
  );
}
