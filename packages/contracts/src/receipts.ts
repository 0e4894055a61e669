/**
 * Receipts: every succeeded payment has one, at `/receipts/{receiptId}` (an unguessable
 * id) and as a PDF, branded with the merchant's settings. Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import { payerMerchantSchema } from './branding';
import { paymentMethodSummarySchema } from './payments';

/** What was bought: for an order its lines, otherwise one line for the link or donation. */
export const receiptLineSchema = z.object({
  name: z.string(),
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  amountMinor: z.number().int(),
});
/** A receipt line. */
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** Body of `GET /api/public/receipts/:id`. */
export const receiptSchema = z.object({
  id: z.string(),
  /** The payment's id, quoted as the reference. */
  reference: z.string(),
  kind: z.enum(['payment', 'donation', 'order', 'subscription']),
  merchant: payerMerchantSchema,
  /** `name` is null for anonymous donations. */
  payer: z.object({ name: z.string().nullable(), email: z.string() }),
  lines: z.array(receiptLineSchema),
  amountMinor: z.number().int(),
  currency: z.string(),
  paymentMethod: paymentMethodSummarySchema,
  paidAt: z.string(),
  /** Shipping address of an order, when given. */
  shippingAddress: z.string().nullable(),
});
/** A receipt. */
export type Receipt = z.infer<typeof receiptSchema>;

export { receiptPath, receiptPdfPath } from './receipt-paths';
