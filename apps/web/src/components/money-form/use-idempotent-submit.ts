/**
 * Sends a money-moving request once per attempt (docs/payments.md "Idempotency"): a click while the
 * request is running is ignored, and a retry after an uncertain failure (network, 5xx, 409) reuses
 * the attempt's `Idempotency-Key`, so a double click or a flaky connection never moves money twice.
 * After an answer that settles the attempt (success, or a 4xx refusal) the next submit gets a new key.
 * On success the balances, dashboard and history queries are refreshed.
 * @module
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { attemptFor, isUncertainFailure, type IdempotentAttempt } from '@/lib/idempotency-key';
import { invalidateMoneyQueries } from '@/lib/money-queries';

/** How a submit ended. */
export type SubmitOutcome<TResult> =
  | { kind: 'succeeded'; result: TResult }
  | { kind: 'failed'; error: unknown; isUncertain: boolean }
  /** Ignored: another submit of this form is still running. */
  | { kind: 'busy' };

/**
 * `send(request, idempotencyKey)` wrapped with the attempt's key. `submit(request)` resolves with
 * the {@link SubmitOutcome} (never rejects); `isPending` is true while a request is running.
 */
export function useIdempotentSubmit<TRequest, TResult>(
  send: (request: TRequest, idempotencyKey: string) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  const attemptRef = useRef<IdempotentAttempt | null>(null);
  const inFlightRef = useRef(false);
  const [isPending, setIsPending] = useState(false);

  const submit = useCallback(
    async (request: TRequest): Promise<SubmitOutcome<TResult>> => {
      if (inFlightRef.current) return { kind: 'busy' };
      inFlightRef.current = true;
      setIsPending(true);
      const attempt = attemptFor(attemptRef.current, request);
      attemptRef.current = attempt;
      try {
        const result = await send(request, attempt.idempotencyKey);
        attemptRef.current = null;
        invalidateMoneyQueries(queryClient);
        return { kind: 'succeeded', result };
      } catch (error) {
        const isUncertain = isUncertainFailure(error);
        if (!isUncertain) attemptRef.current = null;
        return { kind: 'failed', error, isUncertain };
      } finally {
        inFlightRef.current = false;
        setIsPending(false);
      }
    },
    [send, queryClient],
  );

  return { submit, isPending };
}
