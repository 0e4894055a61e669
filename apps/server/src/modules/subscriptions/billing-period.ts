/**
 * Billing period arithmetic (docs/subscriptions.md#billing) with date-fns, so months keep their day
 * where they can and clamp at month ends (31 Jan + 1 month = 28/29 Feb), and the retry schedule of
 * failed charges.
 * @module
 */
import { addDays, addMonths, addWeeks, addYears } from 'date-fns';
import type { BillingCycle } from '@malipo/contracts/billing-cycles';

/** The end of a period of `cycle` starting at `start`. */
export function addCycle(start: Date, cycle: BillingCycle): Date {
  switch (cycle) {
    case 'weekly':
      return addWeeks(start, 1);
    case 'monthly':
      return addMonths(start, 1);
    case 'quarterly':
      return addMonths(start, 3);
    case 'yearly':
      return addYears(start, 1);
  }
}

/**
 * Days after a period's due date at which its failed charge is retried: attempts 2, 3 and 4
 * (docs/subscriptions.md#billing).
 */
export const RETRY_SCHEDULE_DAYS = [1, 3, 5] as const;

/** Days a subscription stays `past_due` before the `subscription.expire` job cancels it. */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * When attempt `attempt + 1` of a period runs after attempt `attempt` failed, or null when every
 * retry has been used. `firstFailureAt` is the period's due date (its first attempt's time), which
 * the {@link RETRY_SCHEDULE_DAYS} count from.
 */
export function nextRetryAt(firstFailureAt: Date, attempt: number): Date | null {
  const days = RETRY_SCHEDULE_DAYS[attempt - 1];
  return days === undefined ? null : addDays(firstFailureAt, days);
}

/** The end of a trial of `trialDays` days starting at `start`: the first charge's due date. */
export function trialEnd(start: Date, trialDays: number): Date {
  return addDays(start, trialDays);
}
