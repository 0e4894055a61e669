import type { PayMethod } from '../lib/checkout-state';
import { primaryButtonClass } from '../lib/checkout-styles';
import { usePayerPage } from '../lib/payer-page-context';
import { PageHead } from './page-head';

/**
 * While a payment is on its way, a page without JavaScript asks for itself again every 3 s until
 * the outcome shows; with JavaScript the checkout polls instead.
 */
const STATUS_REFRESH = { afterSeconds: 3, url: null };
import { AlertIcon, ClockIcon, PhoneIcon, Spinner } from './icons';
import { StatusHeading } from './status-heading';

/** 'Processing Payment...' (docs/product.md#payer-pages), or another `title`, while the provider answers. */
export function ProcessingView({ title = 'Processing Payment...' }: { title?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status" aria-live="polite">
      <PageHead refresh={STATUS_REFRESH} />
      <Spinner />
      <StatusHeading>{title}</StatusHeading>
      <p className="max-w-xs text-sm text-slate-500">
        Please keep this page open. This usually takes a few seconds.
      </p>
    </div>
  );
}

/** Mobile money waiting for the payer to approve the prompt on their phone (docs/payments.md). */
export function ApprovalView({ phoneMasked }: { phoneMasked: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" role="status" aria-live="polite">
      <PageHead refresh={STATUS_REFRESH} />
      <span className="relative flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <PhoneIcon className="size-8" />
        <span className="absolute -inset-1">
          <Spinner className="size-[4.5rem]" />
        </span>
      </span>
      <StatusHeading>Approve the payment on your phone</StatusHeading>
      <p className="max-w-sm text-sm text-slate-600">
        We sent a payment request to{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">{phoneMasked}</span>. Enter your
        mobile money PIN on your phone to approve it.
      </p>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <ClockIcon className="size-4" />
        Waiting for approval…
      </p>
    </div>
  );
}

/**
 * A payment that failed (e.g. 'Your card was declined.'), with 'Try again' back to step 2 of
 * `method` — without JavaScript, the page asked for again with `?method=`.
 */
export function FailureView({
  message,
  method,
  onTryAgain,
}: {
  message: string;
  method: PayMethod | null;
  onTryAgain: () => void;
}) {
  const page = usePayerPage();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertIcon className="size-7" />
      </span>
      <StatusHeading>Payment failed</StatusHeading>
      <div
        role="alert"
        className="w-full rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {message}
      </div>
      <form method="get" action={page?.pathname} className="w-full">
        {method && <input type="hidden" name="method" value={method} />}
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            onTryAgain();
          }}
          className={primaryButtonClass}
        >
          Try again
        </button>
      </form>
    </div>
  );
}

/** A resumed attempt whose outcome is still unknown (connection dropped): retry with the same key. */
export function ReconnectView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <AlertIcon className="size-7" />
      </span>
      <StatusHeading>We are still confirming your payment</StatusHeading>
      <p role="alert" className="text-sm text-slate-600">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={primaryButtonClass}>
        Try again
      </button>
    </div>
  );
}
