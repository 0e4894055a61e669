/**
 * A payment's Idempotency-Key stays spent (docs/payments.md#idempotency): keys are remembered for
 * 24 h, but the payment made under one remains, so a later claim of the key is refused rather than
 * charging again.
 * @module
 */
import { AppError } from '../../lib/app-error';
import type { LastingKeyUse } from '../idempotency/idempotency';
import { paymentWithKeyExists } from './payments.repo';

/**
 * The payments made under a key, for the `lastingUse` of a payment's idempotency claim: claiming
 * a key a payment was made under throws `idempotency_key_reused` (422).
 */
export const PAYMENT_KEY_USE: LastingKeyUse = {
  isUsed: paymentWithKeyExists,
  refusal: () =>
    new AppError(
      'idempotency_key_reused',
      'This Idempotency-Key was used for a payment more than 24 hours ago. Send a new key.',
    ),
};
