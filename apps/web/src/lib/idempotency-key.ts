/**
 * `Idempotency-Key`s (docs/payments.md "Idempotency"). {@link newIdempotencyKey} makes one, for the
 * payer pages' stored attempts and the dashboard's money forms alike. The rest is one money-moving
 * attempt of a dashboard form and its key: the key is made
 * once per attempt and kept while the outcome is uncertain, so pressing the button again — after a
 * dropped connection, a 5xx, or while the first request is still running — resends the same key
 * and the server replays its answer instead of moving the money twice. A different request (the
 * person changed the amount) is a new attempt with a new key.
 * @module
 */
import { ApiError } from '@/lib/api-client';

/** A random UUID v4; `crypto.randomUUID` is missing outside secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An attempt: its key and the exact body it was made for (JSON text). */
export interface IdempotentAttempt {
  idempotencyKey: string;
  requestJson: string;
}

/** The attempt for `request`: `previous` when it was made for the same body, else a new one. */
export function attemptFor(previous: IdempotentAttempt | null, request: unknown): IdempotentAttempt {
  const requestJson = JSON.stringify(request);
  if (previous && previous.requestJson === requestJson) return previous;
  return { idempotencyKey: newIdempotencyKey(), requestJson };
}

/**
 * True when a failure leaves the outcome unknown — no answer (network), a 5xx, or 409
 * `idempotency_key_in_use` — so the attempt (and its key) must be kept for the retry.
 */
export function isUncertainFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500 || error.code === 'idempotency_key_in_use';
}

/** What to tell the person when the outcome is unknown. */
export const UNCERTAIN_MESSAGE =
  'We could not confirm this because the connection dropped. Try again: your money will not move twice.';
