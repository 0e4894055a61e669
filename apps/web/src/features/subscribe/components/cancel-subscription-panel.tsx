import { useState, type MouseEvent } from 'react';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { PayerFormFields } from '@/features/checkout/components/payer-form-fields';
import { focusClass, secondaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { payerPageParam, usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';

/** Where cancelling stands. */
type CancelState =
  { kind: 'idle' } | { kind: 'confirming' } | { kind: 'canceling' } | { kind: 'failed'; message: string };

const dangerButtonClass = `inline-flex h-12 w-full cursor-pointer items-center justify-center rounded-lg bg-red-600 px-5 text-base font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 ${focusClass}`;

/**
 * Where the panel starts on the self-service page (docs/architecture.md#payer-pages): a cancel post
 * the server refused (with its message, else `failedMessage`), the confirmation its address asks
 * for (`?cancel=confirm`), or idle.
 */
function initialCancelState(page: PayerPageInput | null, failedMessage: string): CancelState {
  if (page?.form?.values.intent === 'cancel') {
    return { kind: 'failed', message: page.form.message ?? failedMessage };
  }
  return payerPageParam(page, 'cancel') === 'confirm' ? { kind: 'confirming' } : { kind: 'idle' };
}

/** A button's click handled by the page's code instead of its form (which serves payers without JavaScript). */
const byCode = (action: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  action();
};

/**
 * 'Cancel subscription' with a confirmation step: the payer confirms, `onCancel`
 * runs (resolving with an error message, or `null` once canceled) and a failure shows beside the
 * buttons so they can try again. Without JavaScript each button is a form: 'Cancel subscription'
 * asks for the page with `?cancel=confirm`, 'Keep subscription' for the page alone, and 'Yes, cancel
 * subscription' posts `intent=cancel` to the page (`subscription-cancel-form.ts` on the server).
 */
export function CancelSubscriptionPanel({
  planTitle,
  onCancel,
}: {
  planTitle: string;
  onCancel: () => Promise<string | null>;
}) {
  const page = usePayerPage();
  const { t } = useI18n();
  const [state, setState] = useState<CancelState>(() =>
    initialCancelState(page, t('subscribe:cancel.failed')),
  );

  const confirm = async () => {
    setState({ kind: 'canceling' });
    const message = await onCancel();
    setState(message ? { kind: 'failed', message } : { kind: 'idle' });
  };

  if (state.kind === 'idle') {
    return (
      <form method="get" action={page?.pathname}>
        <input type="hidden" name="cancel" value="confirm" />
        <button
          type="submit"
          onClick={byCode(() => setState({ kind: 'confirming' }))}
          className={`${secondaryButtonClass} w-full`}
        >
          <span className="text-red-700">{t('subscribe:cancel.open')}</span>
        </button>
      </form>
    );
  }
  const isCanceling = state.kind === 'canceling';
  return (
    <div
      role="group"
      aria-labelledby="cancel-confirm-title"
      className="space-y-4 rounded-xl border border-red-200 bg-red-50/50 p-4"
    >
      <div>
        <h3 id="cancel-confirm-title" className="font-semibold text-slate-900">
          {t('subscribe:cancel.title', { plan: planTitle })}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('subscribe:cancel.warning')}</p>
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <form method="post" action={page?.pathname} className="w-full">
          {page?.formKey && <PayerFormFields intent="cancel" formKey={page.formKey} />}
          <button
            type="submit"
            onClick={byCode(() => void confirm())}
            disabled={isCanceling}
            className={dangerButtonClass}
          >
            {isCanceling ? t('subscribe:cancel.canceling') : t('subscribe:cancel.confirm')}
          </button>
        </form>
        <form method="get" action={page?.pathname} className="w-full">
          <button
            type="submit"
            onClick={byCode(() => setState({ kind: 'idle' }))}
            disabled={isCanceling}
            className={`${secondaryButtonClass} w-full`}
          >
            {t('subscribe:cancel.keep')}
          </button>
        </form>
      </div>
    </div>
  );
}
