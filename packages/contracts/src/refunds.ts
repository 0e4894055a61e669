/**
 * Refunds (docs/money.md): part or all of a succeeded payment goes back to the payer.
 * The sum of a payment's non-failed refunds never exceeds its amount. Card refunds settle at once;
 * mobile money refunds are paid out to the payer's number and settle later (`pending` first).
 * Amounts in minor units of the payment's currency. Every refund POST takes an `Idempotency-Key`.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_METHOD_TYPES } from './payments';
import { amountMinorSchema } from './payment-links';

/** Refund states: `pending → succeeded | failed` (a failed refund frees its amount again). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** A refund state. */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Longest refund reason, in characters. */
export const MAX_REFUND_REASON_LENGTH = 200;

const reasonSchema = z
  .string()
  .trim()
  .max(MAX_REFUND_REASON_LENGTH, `Keep the reason under ${MAX_REFUND_REASON_LENGTH} characters`)
  .transform((reason) => reason || undefined);

/**
 * What to refund of a payment the dashboard shows (`POST /api/payments/:id/refunds`):
 * `amountMinor` omitted = everything still refundable; `reason` is optional free text.
 */
export const createPaymentRefundInputSchema = z.object({
  amountMinor: amountMinorSchema.optional(),
  reason: reasonSchema.optional(),
});
/** Dashboard refund input as sent. */
export type CreatePaymentRefundRequest = z.input<typeof createPaymentRefundInputSchema>;

/** Body of `POST /v1/refunds`: {@link createPaymentRefundInputSchema} naming the payment. */
export const createRefundInputSchema = createPaymentRefundInputSchema.extend({
  paymentId: z.string().trim().min(1, 'Payment id is required').max(64),
});
/** Refund input as sent. */
export type CreateRefundRequest = z.input<typeof createRefundInputSchema>;
/** Refund input as parsed. */
export type CreateRefundInput = z.output<typeof createRefundInputSchema>;

/** A refund as the dashboard and `/v1` show it. */
export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  /** Returned to the payer, minor units of `currency`. */
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  /** How the money goes back: to the card, or paid out to the payer's mobile money number. */
  method: z.enum(PAYMENT_METHOD_TYPES),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A refund. */
export type Refund = z.infer<typeof refundSchema>;

/**
 * Body of `GET /api/payments/:id/refunds`: the payment's refunds (newest first) and how much of it
 * can still be refunded (`refundableMinor`, 0 when the payment cannot be refunded at all).
 */
export const paymentRefundsSchema = z.object({
  paymentId: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Sum of the pending and succeeded refunds. */
  refundedMinor: z.number().int(),
  refundableMinor: z.number().int(),
  data: z.array(refundSchema),
});
/** A payment's refunds. */
export type PaymentRefunds = z.infer<typeof paymentRefundsSchema>;
