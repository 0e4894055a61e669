/**
 * The payment state machine (docs/payments.md), guarded in this one place:
 * `requires_payment_method → processing → succeeded | failed`, with `requires_action` for OTP and
 * mobile money approval, `canceled`, and `refunded` / `partially_refunded` after success.
 * @module
 */
import type { PaymentStatus } from '@malipo/contracts/payments';
import { AppError } from '../../lib/app-error';

/** The states each state may move to. */
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

/** True once the payer's attempt has an outcome (no provider answer is awaited). */
export function isSettledForPayer(status: PaymentStatus): boolean {
  return status !== 'processing' && status !== 'requires_action' && status !== 'requires_payment_method';
}

/** Throws `invalid_state` unless `from → to` is a legal transition. */
export function assertTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!allowedTransitions(from).includes(to)) {
    throw new AppError('invalid_state', `A payment cannot go from ${from} to ${to}`);
  }
}
