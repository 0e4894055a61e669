/**
 * Paying an invoice (docs/invoices.md#payments): the invoice as its payer page `/invoice/{id}` shows
 * it, the pay request, and an invoice's payments as the dashboard lists them. Amounts in minor
 * units of the invoice's currency.
 * @module
 */
import { z } from 'zod';
import { payerMerchantSchema } from './branding';
import { INVOICE_STATUSES, invoiceSchema } from './invoices';
import {
  availablePaymentMethodsSchema,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STATUSES,
  payerInputSchema,
  paymentMethodInputSchema,
} from './payments';

/** The states a payer can see: every one but `draft`, which is not found to the public. */
export const PUBLIC_INVOICE_STATUSES = INVOICE_STATUSES.filter((status) => status !== 'draft');

/**
 * An issued invoice as its payer sees it: what the merchant billed, what is paid and what is due
 * (`amountDueMinor` = total − paid, never below 0; a payment captured after the invoice was covered
 * shows as `amountPaidMinor` above `totalMinor`).
 */
export const publicInvoiceSchema = z.object({
  invoice: invoiceSchema
    .omit({
      revisedFromId: true,
      voidedAt: true,
      uncollectibleAt: true,
      sentAt: true,
      createdAt: true,
      updatedAt: true,
    })
    .extend({ customer: invoiceSchema.shape.customer.omit({ id: true }) }),
  merchant: payerMerchantSchema,
  /** The methods this page offers (docs/providers.md#routing). */
  paymentMethods: availablePaymentMethodsSchema,
});
/** An invoice as its payer sees it. */
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/**
 * Body of `POST /api/public/invoices/:id/payments` (with an `Idempotency-Key` header): the payer,
 * the method and the amount — what is due when left out; less only when the invoice allows partial
 * payments, never more than is due.
 */
export const payInvoiceInputSchema = z.object({
  payer: payerInputSchema,
  amountMinor: z
    .number({ error: 'Enter an amount' })
    .int('Enter a whole amount')
    .positive('Amount must be greater than 0')
    .max(1_000_000_000_000, 'Amount is too large')
    .optional(),
  paymentMethod: paymentMethodInputSchema,
});
/** Pay-an-invoice input (after parsing). */
export type PayInvoiceInput = z.infer<typeof payInvoiceInputSchema>;
/** Pay-an-invoice request as sent. */
export type PayInvoiceRequest = z.input<typeof payInvoiceInputSchema>;

/** One payment of an invoice, as the dashboard's invoice page lists it (any state). */
export const invoicePaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  methodType: z.enum(PAYMENT_METHOD_TYPES),
  payerName: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});
/** A payment of an invoice. */
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** `GET /api/invoices/:id/payments`: the invoice's payments, oldest first. */
export const invoicePaymentListSchema = z.object({ data: z.array(invoicePaymentSchema) });
