/**
 * Confirm, then move money: `ask(request, confirmation)` opens the confirmation with the figures;
 * its confirm button sends the request once per attempt ({@link useIdempotentSubmit}). An uncertain
 * outcome keeps the dialog open with a message, and confirming again resends the same
 * `Idempotency-Key`; a refusal closes it and goes to `onRefused` (the form shows why); success
 * closes it and goes to `onSucceeded`.
 * @module
 */
import { useState } from 'react';
import type { MoneyConfirmation } from '../components/confirm-money-dialog';
import { UNCERTAIN_MESSAGE } from '@/lib/idempotency-key';
import { useIdempotentSubmit } from '@/components/money-form/use-idempotent-submit';

/** Options of {@link useConfirmedSubmit}. */
export interface ConfirmedSubmitOptions<TRequest, TResult> {
  /** The API call, given the request and its idempotency key. */
  send: (request: TRequest, idempotencyKey: string) => Promise<TResult>;
  onSucceeded: (result: TResult, request: TRequest) => void;
  onRefused: (error: unknown) => void;
}

/** State and actions of a confirm-then-send flow, with the props of `ConfirmMoneyDialog` in `dialog`. */
export function useConfirmedSubmit<TRequest, TResult>({
  send,
  onSucceeded,
  onRefused,
}: ConfirmedSubmitOptions<TRequest, TResult>) {
  const { submit, isPending } = useIdempotentSubmit(send);
  const [pending, setPending] = useState<{ request: TRequest; confirmation: MoneyConfirmation } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (request: TRequest, confirmation: MoneyConfirmation) => {
    setError(null);
    setPending({ request, confirmation });
  };

  const confirm = async () => {
    if (!pending) return;
    const outcome = await submit(pending.request);
    switch (outcome.kind) {
      case 'busy':
        return;
      case 'succeeded':
        setPending(null);
        onSucceeded(outcome.result, pending.request);
        return;
      case 'failed':
        if (outcome.isUncertain) {
          setError(UNCERTAIN_MESSAGE);
          return;
        }
        setPending(null);
        onRefused(outcome.error);
        return;
    }
  };

  return {
    ask,
    isPending,
    dialog: {
      confirmation: pending?.confirmation ?? null,
      isPending,
      error,
      onConfirm: () => void confirm(),
      onCancel: () => setPending(null),
    },
  };
}
