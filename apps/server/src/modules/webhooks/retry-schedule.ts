/**
 * When a failed webhook delivery is tried again (docs/webhooks.md#deliveries-and-retries; Standard
 * Webhooks recommends exponential backoff, here stretched to about 3 days): 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h, 14 h, 14 h and 16 h after each failed attempt — 11 attempts over 2 days 23 h 35 min.
 * @module
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Delay after failed attempt n (index n − 1), in ms. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
  14 * HOUR_MS,
  14 * HOUR_MS,
  16 * HOUR_MS,
];

/** Attempts a delivery gets before it is marked failed: the first one and every retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after `attempts` attempts (≥ 1) have failed, {@link WEBHOOK_RETRY_DELAYS_MS}
 * after `failedAt`; null once the schedule is used up (the delivery is then failed; a manual resend
 * still gets one attempt).
 */
export function nextWebhookAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delayMs = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delayMs === undefined ? null : new Date(failedAt.getTime() + delayMs);
}
