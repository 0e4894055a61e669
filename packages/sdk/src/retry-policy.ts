/**
 * When and how long to wait before retrying a request (as Stripe's SDKs do): network failures,
 * 409 `idempotency_key_in_use` (the first request under the key is still running), 429 and 5xx are
 * retried with exponential backoff and jitter; 429/503 honour `Retry-After`. Every other 4xx is
 * final: the same request would fail the same way. Safe because every POST carries an
 * `Idempotency-Key` reused across its retries, so a retry never charges twice.
 * @module
 */

/** Default number of retries after the first attempt. */
export const DEFAULT_MAX_RETRIES = 2;

/** Wait before the first retry, in ms; doubled for each further retry. */
const INITIAL_DELAY_MS = 500;
/** Longest backoff wait, in ms. */
const MAX_DELAY_MS = 8_000;
/** Longest `Retry-After` the SDK honours, in ms; a longer one gets the backoff wait instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** Whether an error answer is worth retrying: 409 `idempotency_key_in_use`, 429 or 5xx. */
export function isRetryableAnswer(status: number, code: string): boolean {
  if (status === 409) return code === 'idempotency_key_in_use';
  return status === 429 || status >= 500;
}

/**
 * The `Retry-After` header (delay-seconds or an HTTP date, RFC 9110 §10.2.3) in ms from `nowMs`,
 * or null when absent, unreadable or in the past.
 */
export function parseRetryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - nowMs;
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/**
 * How long to wait before retry number `retry` (0 for the first), in ms: `500 · 2^retry` capped
 * at 8 s, scaled by a random factor in [0.5, 1) so clients that failed together do not retry
 * together; or `retryAfterMs` when the server asked for a longer wait of at most 60 s.
 */
export function retryDelayMs(input: { retry: number; retryAfterMs: number | null; random: number }): number {
  const backoffMs = Math.min(MAX_DELAY_MS, INITIAL_DELAY_MS * 2 ** input.retry) * (0.5 + input.random / 2);
  const { retryAfterMs } = input;
  if (retryAfterMs === null || retryAfterMs > MAX_RETRY_AFTER_MS) return backoffMs;
  return Math.max(backoffMs, retryAfterMs);
}
