import type { en } from '@malipo/contracts/i18n/messages/en';
import type { Translate } from '@malipo/contracts/i18n/translator';
import { useI18n } from '@/lib/i18n/page-i18n';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { ApprovalPrompt, PayMethod, TransferMismatch } from '../lib/checkout-state';
import { usePayerMerchantName } from '../lib/payer-merchant';
import { primaryButtonClass, secondaryButtonClass } from '../lib/checkout-styles';
import { usePayerPage } from '@/lib/payer-page-context';
import { PageHead } from './page-head';
import { AlertIcon, ClockIcon, LockIcon, PhoneIcon, Spinner } from './icons';
import { StatusHeading } from './status-heading';
import { TransferMismatchNote } from './transfer-mismatch-note';

/**
 * While a payment is on its way, a page without JavaScript asks for itself again every 3 s until
 * the outcome shows; with JavaScript the checkout polls instead.
 */
const STATUS_REFRESH = { afterSeconds: 3, url: null };

/**
 * 'Processing Payment...' (docs/product.md#payer-pages), or another `title` (already in the page's
 * language), while the provider answers.
 */
export function ProcessingView({ title }: { title?: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status" aria-live="polite">
      <PageHead refresh={STATUS_REFRESH} />
      <Spinner />
      <StatusHeading>{title ?? t('paymentStatus:processing.title')}</StatusHeading>
      <p className="max-w-xs text-sm text-slate-500">{t('paymentStatus:processing.keepOpen')}</p>
    </div>
  );
}

/**
 * The payer's own Pay answered that the payment is finished on the provider's secure page
 * (docs/providers.md#routing): 'Taking you to the secure payment page…' while the browser goes to
 * `url`, with a link there should it not.
 */
export function RedirectingView({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status" aria-live="polite">
      <Spinner />
      <StatusHeading>{t('paymentStatus:redirect.leaving')}</StatusHeading>
      <a href={url} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
        {t('paymentStatus:redirect.continue')}
      </a>
    </div>
  );
}

/**
 * A payment finished on the provider's page that the provider has not confirmed yet — the payer is
 * back from that page, or reloaded (docs/providers.md#routing): 'Confirming your payment…' until
 * the outcome shows (polled with JavaScript, the page asked for again every 3 s without), and a link
 * back to `url` for a payer who came back before finishing there.
 */
export function ConfirmingView({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status" aria-live="polite">
      <PageHead refresh={STATUS_REFRESH} />
      <Spinner />
      <StatusHeading>{t('paymentStatus:redirect.confirming')}</StatusHeading>
      <p className="max-w-xs text-sm text-slate-500">{t('paymentStatus:processing.keepOpen')}</p>
      <a href={url} className={secondaryButtonClass}>
        <LockIcon className="size-4" />
        {t('paymentStatus:redirect.continue')}
      </a>
    </div>
  );
}

/** Stands for the phone number in the translated sentence, which is split there to set the number in bold. */
const PHONE_SLOT = '\u{E000}';

/**
 * The operator's own prompt as the payer will see it on their phone — 'Check your phone: enter
 * your M-Pesa PIN to pay KES 1,500.00 to Nyungwe Crafts.' — or `null` when the provider, amount or
 * merchant is not known.
 */
function OperatorPrompt({ prompt }: { prompt: ApprovalPrompt | null | undefined }) {
  const { t, money } = useI18n();
  const merchant = usePayerMerchantName();
  const provider = MOBILE_MONEY_PROVIDERS.find((p) => p.id === prompt?.provider);
  if (!prompt || !provider || !merchant) return null;
  return (
    <p className="max-w-sm text-base font-medium text-slate-900">
      {t('paymentStatus:approval.operatorPrompt', {
        provider: provider.name,
        amount: money(prompt.amountMinor, prompt.currency),
        merchant,
      })}
    </p>
  );
}

/**
 * Mobile money waiting for the payer to approve the prompt on their phone (docs/payments.md#mobile-money):
 * the operator's prompt (`prompt`, when known) and the number it was sent to (`phoneMasked`).
 */
export function ApprovalView({
  phoneMasked,
  prompt,
}: {
  phoneMasked: string;
  prompt?: ApprovalPrompt | null;
}) {
  const { t } = useI18n();
  const [beforePhone, afterPhone = ''] = t('paymentStatus:approval.requestSent', {
    phone: PHONE_SLOT,
  }).split(PHONE_SLOT);
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" role="status" aria-live="polite">
      <PageHead refresh={STATUS_REFRESH} />
      <span className="relative flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <PhoneIcon className="size-8" />
        <span className="absolute -inset-1">
          <Spinner className="size-[4.5rem]" />
        </span>
      </span>
      <StatusHeading>{t('paymentStatus:approval.title')}</StatusHeading>
      <OperatorPrompt prompt={prompt} />
      <p className="max-w-sm text-sm text-slate-600">
        {beforePhone}
        <span className="font-semibold whitespace-nowrap text-slate-900">{phoneMasked}</span>
        {afterPhone}
      </p>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <ClockIcon className="size-4" />
        {t('paymentStatus:approval.waiting')}
      </p>
    </div>
  );
}

/**
 * Why a payment failed, as its phase carries it: the payment's failure `code` when there is one,
 * and the `message` to show when the catalogue does not know that code (the provider's own, or
 * the page's text for a failure without a reason); and what arrived of a bank transfer that came
 * short (`mismatch`).
 */
export interface FailureReason {
  code?: string | null;
  message: string;
  mismatch?: TransferMismatch | null;
}

type FailureCode = keyof typeof en.paymentStatus.failureReasons;

/**
 * The text of a failed payment's reason: `paymentStatus:failureReasons.<code>` in the page's
 * language when `code` is one the catalogue knows, else `message` as it is. The page's texts hold
 * exactly English's keys in every language, so an unknown code is one they lack — which `t`
 * translates to the key itself — and the payer page need not carry the English catalogue to tell.
 */
export function failureReasonText(t: Translate, { code, message }: FailureReason): string {
  if (!code) return message;
  const key = `paymentStatus:failureReasons.${code as FailureCode}` as const;
  const text = t(key);
  return text === key ? message : text;
}

/**
 * What 'Try again' without JavaScript asks the page for: what its address keeps (a cart, a
 * donation's amount) without the failed payment, and `method`.
 */
function tryAgainFields(search: string, method: PayMethod | null): [string, string][] {
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'payment' && name !== 'method');
  return method ? [...kept, ['method', method]] : kept;
}

/**
 * A payment that failed, with its reason (e.g. 'Your card was declined.'), what arrived of a bank
 * transfer that came short ('Received $100.00 of $125.00.') and 'Try again' back to
 * step 2 of `method` — without JavaScript, the page asked for again with `?method=` and what its
 * address keeps (the cart, the donation's amount).
 */
export function FailureView({
  failure,
  method,
  onTryAgain,
}: {
  failure: FailureReason;
  method: PayMethod | null;
  onTryAgain: () => void;
}) {
  const page = usePayerPage();
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertIcon className="size-7" />
      </span>
      <StatusHeading>{t('paymentStatus:failed.title')}</StatusHeading>
      <div
        role="alert"
        className="w-full rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {failureReasonText(t, failure)}
        <TransferMismatchNote mismatch={failure.mismatch} outcome="failed" />
      </div>
      <form method="get" action={page?.pathname} className="w-full">
        {tryAgainFields(page?.search ?? '', method).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            onTryAgain();
          }}
          className={primaryButtonClass}
        >
          {t('paymentStatus:tryAgain')}
        </button>
      </form>
    </div>
  );
}

/**
 * A resumed attempt whose outcome is still unknown (connection dropped): `message` (in the page's
 * language) and a retry with the same key.
 */
export function ReconnectView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <AlertIcon className="size-7" />
      </span>
      <StatusHeading>{t('paymentStatus:reconnect.title')}</StatusHeading>
      <p role="alert" className="text-sm text-slate-600">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={primaryButtonClass}>
        {t('paymentStatus:tryAgain')}
      </button>
    </div>
  );
}
