/**
 * The subscription billing service (docs/subscriptions.md#billing), composed from one file per job:
 * - subscribe.ts: subscribing to a plan (the subscription and its first `subscription.charge` job);
 * - charge-engine.ts: the charge jobs — first charge, renewals, retries, `past_due` and the
 *   `subscription.expire` job that cancels at the end of the grace period;
 * - cancel.ts: canceling, by the payer (self-service link or account), the merchant or expiry;
 * - subscription-reads.ts: the views and lists payers and merchants read;
 * - billing-context.ts: what they share (dependencies, self-service links, email context, events);
 * - subscription-state.ts: the state machine every status change goes through.
 * @module
 */
import { createBillingContext, type BillingDeps } from './billing-context';
import { createCancellation } from './cancel';
import { createChargeEngine } from './charge-engine';
import { createSubscribe } from './subscribe';
import { createSubscriptionReads } from './subscription-reads';

export { CHARGE_POLL_INTERVAL_MS, SUBSCRIPTION_CHARGE_JOB, SUBSCRIPTION_EXPIRE_JOB } from './charge-engine';

/**
 * Creates the billing service: `subscribe` (subscribe.ts), the `chargePeriod` and `expire` jobs
 * (charge-engine.ts), `getManaged`, `listForLink`, `listForPayer` (subscription-reads.ts) and
 * `cancelManaged`, `cancelByMerchant`, `cancelByPayer` (cancel.ts); each documents its units and
 * the `AppError` codes it throws.
 */
export function createBillingService(deps: BillingDeps) {
  const ctx = createBillingContext(deps);
  const reads = createSubscriptionReads(ctx);
  const cancellation = createCancellation(ctx, reads);
  const { chargePeriod, expire } = createChargeEngine(ctx, cancellation);
  const { subscribe } = createSubscribe(ctx);
  return {
    subscribe,
    chargePeriod,
    expire,
    getManaged: reads.getManaged,
    cancelManaged: cancellation.cancelManaged,
    listForLink: reads.listForLink,
    cancelByMerchant: cancellation.cancelByMerchant,
    listForPayer: reads.listForPayer,
    cancelByPayer: cancellation.cancelByPayer,
  };
}

/** What {@link createBillingService} returns; each method documents its units and errors there. */
export type BillingService = ReturnType<typeof createBillingService>;
