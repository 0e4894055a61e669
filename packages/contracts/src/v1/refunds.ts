/**
 * `/v1/refunds` (docs/product.md#api-calls): the refund shapes of contracts `refunds.ts` as the public API publishes them.
 * @module
 */
import { createRefundInputSchema, refundSchema } from '../refunds';

/** Body of `POST /v1/refunds`: `paymentId`, optional `amountMinor` (default: all that is refundable), `reason`. */
export const apiCreateRefundInputSchema = createRefundInputSchema.meta({ id: 'CreateRefundRequest' });

/** A refund (`re_…`). */
export const apiRefundSchema = refundSchema.meta({ id: 'Refund' });
