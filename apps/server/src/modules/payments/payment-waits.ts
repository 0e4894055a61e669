/**
 * How long a payment may wait for its payer, and how often its provider is asked meanwhile
 * (docs/payments.md#mobile-money, docs/providers.md#routing, docs/payments.md#bank-transfer): a
 * mobile money approval until `MOBILE_MONEY_TIMEOUT_MS`, a provider's hosted page 30 minutes, a
 * bank transfer until its account expires. Each ends in its own failure.
 * @module
 */
import type { NextAction } from '@malipo/contracts/payments';
import { PAYMENT_SYNC_INTERVAL_MS } from './payment-outcome';

/** How long a payer has to finish on a provider's hosted page, in ms. */
export const HOSTED_CHECKOUT_TIMEOUT_MS = 30 * 60_000;
/** How often a payment awaiting a hosted page or a bank transfer is asked about, in ms. */
export const SLOW_SYNC_INTERVAL_MS = 5_000;
/** How long a bank transfer account stays open when its provider gives no expiry, in ms. */
export const BANK_TRANSFER_DEFAULT_TTL_MS = 60 * 60_000;

/** A payment's wait: until when (exclusive), how often to ask, and the failure when it is over. */
export interface PaymentWait {
  until: Date;
  intervalMs: number;
  failure: { code: string; message: string };
}

/**
 * The wait of a payment created at `createdAt` that awaits `next`; `mobileMoneyTimeoutMs` is the
 * configured approval time of mobile money, in ms.
 */
export function waitFor(next: NextAction | null, createdAt: Date, mobileMoneyTimeoutMs: number): PaymentWait {
  const after = (ms: number) => new Date(createdAt.getTime() + ms);
  switch (next?.type) {
    case 'redirect':
      return {
        until: after(HOSTED_CHECKOUT_TIMEOUT_MS),
        intervalMs: SLOW_SYNC_INTERVAL_MS,
        failure: {
          code: 'checkout_abandoned',
          message: 'The card payment was not completed. You have not been charged.',
        },
      };
    case 'bank_transfer':
      return {
        until: next.expiresAt ? new Date(next.expiresAt) : after(BANK_TRANSFER_DEFAULT_TTL_MS),
        intervalMs: SLOW_SYNC_INTERVAL_MS,
        failure: {
          code: 'bank_transfer_expired',
          message: 'No transfer arrived before the account expired. Nothing was paid.',
        },
      };
    default:
      return {
        until: after(mobileMoneyTimeoutMs),
        intervalMs: PAYMENT_SYNC_INTERVAL_MS,
        failure: {
          code: 'mobile_money_timeout',
          message: 'The payment request timed out before it was approved.',
        },
      };
  }
}
