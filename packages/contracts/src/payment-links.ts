/**
 * Payment links (docs/product.md#entities "Payment link", docs/product.md#validation; docs/payments.md): request and response shapes for the
 * dashboard API and the payer page.
 * @module
 */
import { z } from 'zod';
import { DEFAULT_PAYMENT_THANK_YOU } from './thank-you-messages';
import { payerMerchantSchema } from './branding';
import { availablePaymentMethodsSchema } from './payments';
import { PAYMENT_CURRENCIES } from './currencies';
import { MAX_AMOUNT_MINOR } from './money';
import { normalizeRedirectUrl } from './urls';

/** Default thank-you message of a payment link (docs/product.md#entities). */
export { DEFAULT_PAYMENT_THANK_YOU } from './thank-you-messages';

/** A redirect URL field: normalized per docs/product.md#states, `null` when empty, refused unless http(s). */
export const redirectUrlSchema = z
  .string()
  .max(2000, 'Redirect URL is too long')
  .transform((text, ctx) => {
    const result = normalizeRedirectUrl(text);
    if (result !== null && typeof result === 'object') {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result;
  });

/** An amount in minor units: a positive safe integer. */
export const amountMinorSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be a whole number of minor units')
  .positive('Amount must be greater than 0')
  .max(MAX_AMOUNT_MINOR, 'Amount is too large');

/** Body of `POST /api/payment-links`. `amountMinor` in minor units of `currency`. */
export const createPaymentLinkInputSchema = z.object({
  productName: z.string().trim().min(1, 'Product name is required').max(120, 'Product name is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
  amountMinor: amountMinorSchema,
  currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
  thankYouMessage: z
    .string()
    .trim()
    .max(500, 'Thank-you message is too long')
    .transform((s) => s || DEFAULT_PAYMENT_THANK_YOU)
    .default(DEFAULT_PAYMENT_THANK_YOU),
  redirectUrl: redirectUrlSchema.prefault(''),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiry must be a date and time' })
    .nullable()
    .default(null),
});
/** Payment link creation input (after parsing). */
export type CreatePaymentLinkInput = z.infer<typeof createPaymentLinkInputSchema>;
/** Payment link creation input as sent. */
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkInputSchema>;

/** Body of `PATCH /api/payment-links/:id`: pause or activate (docs/product.md#states "Link status"). */
export const updatePaymentLinkStatusSchema = z.object({ status: z.enum(['active', 'paused']) });

/** Status a merchant sees: `expired` once `expiresAt` has passed. */
export const paymentLinkStatusSchema = z.enum(['active', 'paused', 'expired']);
/** Status of a payment link. */
export type PaymentLinkStatus = z.infer<typeof paymentLinkStatusSchema>;

/** What payer pages and the dashboard both show of a link. Amount in minor units. */
export const paymentLinkCheckoutSchema = z.object({
  id: z.string(),
  productName: z.string(),
  description: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  thankYouMessage: z.string(),
  redirectUrl: z.string().nullable(),
  status: paymentLinkStatusSchema,
});
/** The checkout part of a payment link. */
export type PaymentLinkCheckout = z.infer<typeof paymentLinkCheckoutSchema>;

/** A payment link as the dashboard lists it, with its succeeded payments' count and total. */
export const paymentLinkSchema = paymentLinkCheckoutSchema.extend({
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  path: z.string(),
  paymentsCount: z.number().int(),
  totalAmountMinor: z.number().int(),
});
/** A payment link (dashboard view). */
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** Body of `GET /api/payment-links`. */
export const paymentLinkListSchema = z.object({ data: z.array(paymentLinkSchema) });

/** Body of `GET /api/public/payment-links/:id`: what a payer page needs, with the merchant's branding. */
export const publicPaymentLinkSchema = z.object({
  link: paymentLinkCheckoutSchema,
  merchant: payerMerchantSchema,
  /** The methods this page offers (docs/providers.md#routing). */
  paymentMethods: availablePaymentMethodsSchema,
});
/** A payment link as a payer sees it. */
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;
