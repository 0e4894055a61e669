/**
 * Sends a stored {@link PayAttempt}, retrying with the same idempotency key when the answer is
 * uncertain: no response (network), a 5xx, or 409 `idempotency_key_in_use` (the first request with
 * this key is still running). Answers that settle the request (a payment or subscription, or another 4xx) return at once.
 * @module
 */
import type { PublicPayment } from '@malipo/contracts/payments';
import { ApiError } from '@/lib/api-client';
import type { PayAttempt, PayRequest, PayTarget } from './pay-attempt';

/** How sending an attempt ended; `TResult` is what the target answers (a payment by default). */
export type SendOutcome<TResult = PublicPayment> =
  /** The server answered with the payment (or subscription), in any state. */
  | { kind: 'answered'; result: TResult }
  /** The server refused the request (validation, link unavailable, prices changed…); a new attempt may be made. */
  | { kind: 'rejected'; error: ApiError }
  /** Still no definite answer after the retries; re-send the same attempt later. */
  | { kind: 'unconfirmed'; error: ApiError };

/** Delays between retries, in milliseconds. */
export const RETRY_DELAYS_MS = [500, 1500, 3000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isUncertain(error: ApiError): boolean {
  return error.isNetworkError || error.status >= 500 || error.code === 'idempotency_key_in_use';
}

/**
 * Sends `attempt` with `send` (a {@link PayTarget}'s call), retrying uncertain failures after
 * {@link RETRY_DELAYS_MS}. `wait` is injectable for tests. Never throws an `ApiError`; rethrows
 * anything else.
 */
export async function sendPayAttempt<TRequest extends PayRequest, TResult = PublicPayment>(
  send: PayTarget<TRequest, TResult>['send'],
  attempt: PayAttempt<TRequest>,
  { wait = sleep }: { wait?: (ms: number) => Promise<void> } = {},
): Promise<SendOutcome<TResult>> {
  for (let retry = 0; ; retry++) {
    try {
      const result = await send(attempt.request, attempt.idempotencyKey);
      return { kind: 'answered', result };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isUncertain(error)) return { kind: 'rejected', error };
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined) return { kind: 'unconfirmed', error };
      await wait(delay);
    }
  }
}
