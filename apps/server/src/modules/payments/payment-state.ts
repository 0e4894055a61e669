/**
 * The payment state machine (docs/payments.md#payment-states), guarded in this one place:
 * `requires_payment_method → processing → succeeded | failed`, with `requires_action` for OTP and
 * mobile money approval, `canceled`, and `refunded` / `partially_refunded` after success.
 * @module
 */
import type { PaymentStatus } from '@malipo/contracts/payments';
import { AppError } from '../../lib/app-error';

/** The states a payment in `from` may move to (an exhaustive switch: a new state fails to compile here). */
export function allowedTransitions(from: PaymentStatus): readonly PaymentStatus[] {
  switch (from) {
    case 'requires_payment_method':
      return ['processing', 'canceled'];
    case 'processing':
      return ['requires_action', 'succeeded', 'failed'];
    case 'requires_action':
      return ['processing', 'succeeded', 'failed', 'canceled'];
    case 'succeeded':
      return ['partially_refunded', 'refunded'];
    case 'partially_refunded':
      return ['partially_refunded', 'refunded'];
    case 'failed':
    case 'canceled':
    case 'refunded':
      return [];
    default: {
      const unhandled: never = from;
      throw new Error(`unknown payment status ${String(unhandled)}`);
    }
  }
}

/**
 * True once the payer's attempt has an outcome: no provider answer or payer action is awaited
 * (anything but `requires_payment_method`, `processing` and `requires_action`).
 */
export function isSettledForPayer(status: PaymentStatus): boolean {
  return status !== 'processing' && status !== 'requires_action' && status !== 'requires_payment_method';
}

/**
 * Throws `invalid_state` (409) unless `from → to` is a legal transition; refund settlement moves
 * payments through it (docs/refunds.md#states).
 */
export function assertTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!allowedTransitions(from).includes(to)) {
    throw new AppError('invalid_state', `A payment cannot go from ${from} to ${to}`);
  }
}
