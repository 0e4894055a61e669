import { useState } from 'react';
import { focusClass, secondaryButtonClass } from '@/features/checkout/lib/checkout-styles';

/** Where cancelling stands. */
type CancelState =
  { kind: 'idle' } | { kind: 'confirming' } | { kind: 'canceling' } | { kind: 'failed'; message: string };

const dangerButtonClass = `inline-flex h-12 w-full cursor-pointer items-center justify-center rounded-lg bg-red-600 px-5 text-base font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 ${focusClass}`;

/**
 * 'Cancel subscription' with a confirmation step: the payer confirms, `onCancel`
 * runs (resolving with an error message, or `null` once canceled) and a failure shows beside the
 * buttons so they can try again.
 */
export function CancelSubscriptionPanel({
  planTitle,
  onCancel,
}: {
  planTitle: string;
  onCancel: () => Promise<string | null>;
}) {
  const [state, setState] = useState<CancelState>({ kind: 'idle' });

  const confirm = async () => {
    setState({ kind: 'canceling' });
    const message = await onCancel();
    setState(message ? { kind: 'failed', message } : { kind: 'idle' });
  };

  if (state.kind === 'idle') {
    return (
      <button
        type="button"
        onClick={() => setState({ kind: 'confirming' })}
        className={`${secondaryButtonClass} w-full`}
      >
        <span className="text-red-700">Cancel subscription</span>
      </button>
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
          Cancel your subscription to {planTitle}?
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          You will not be charged again. This cannot be undone; to come back, subscribe again.
        </p>
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isCanceling}
          className={dangerButtonClass}
        >
          {isCanceling ? 'Canceling...' : 'Yes, cancel subscription'}
        </button>
        <button
          type="button"
          onClick={() => setState({ kind: 'idle' })}
          disabled={isCanceling}
          className={`${secondaryButtonClass} w-full`}
        >
          Keep subscription
        </button>
      </div>
    </div>
  );
}
