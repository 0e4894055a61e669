/**
 * Payments (docs/payments.md): the state machine's states, the payer's pay request and the payment
 * as payer pages and the dashboard see it.
 * @module
 */
import { z } from 'zod';
import { MOBILE_MONEY_COUNTRY_CODES, MOBILE_MONEY_PROVIDER_IDS } from './mobile-money-options';

/** Every state of a payment (docs/payments.md). */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;
/** A payment state. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment pays for (docs/payments.md "a payment belongs to … a source"): a payment link, a
 * donation link, an order on a catalogue (`source_id` is then the catalogue's id), or a deposit into
 * the merchant's own wallet (`source_id` is the merchant's id), or a payment to a merchant by its
 * merchant code with a virtual card (`source_id` is the paying merchant's id), or a subscription's
 * charge (`source_id` is the subscription's id), or a charge created through the public API
 * (`source_id` is the API key's id, or the merchant's id for a login token), or a payment of an
 * invoice on its payer page (`source_id` is the invoice's id, docs/invoices.md#payments).
 */
export const PAYMENT_SOURCE_TYPES = [
  'payment_link',
  'donation_link',
  'catalogue',
  'deposit',
  'merchant_code',
  'subscription',
  'api',
  'invoice',
] as const;
/** A payment's source type. */
export type PaymentSourceType = (typeof PAYMENT_SOURCE_TYPES)[number];

/** Payment method types a payer can use. */
export const PAYMENT_METHOD_TYPES = ['card', 'mobile_money', 'bank_transfer'] as const;
/** A payment method type. */
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * The payment method in a pay request: a card — with the sandbox's card token in test mode, or
 * without one in live mode, where the payer types the card on the provider's hosted page
 * (docs/providers.md#routing) — or a mobile money number.
 */
export const paymentMethodInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('card'),
    token: z
      .string()
      .regex(/^tok_[A-Za-z0-9]+$/, 'Invalid card token')
      .optional(),
  }),
  z.object({
    type: z.literal('mobile_money'),
    provider: z.enum(MOBILE_MONEY_PROVIDER_IDS, { error: 'Choose a mobile money provider' }),
    country: z.enum(MOBILE_MONEY_COUNTRY_CODES, { error: 'Choose a country' }),
    phone: z.string().trim().min(1, 'Phone number is required').max(32),
  }),
  /** The payer is given an account to transfer the exact amount to (docs/payments.md#bank-transfer). */
  z.object({ type: z.literal('bank_transfer') }),
]);
/** Payment method input. */
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

/** The payer's details (docs/product.md#entities "Payer details"; card fields never reach Malipo). */
export const payerInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address' })),
});

/** Body of `POST /api/public/payment-links/:id/payments` (with an `Idempotency-Key` header). */
export const createLinkPaymentInputSchema = z.object({
  payer: payerInputSchema,
  paymentMethod: paymentMethodInputSchema,
});
/** Pay request input. */
export type CreateLinkPaymentInput = z.infer<typeof createLinkPaymentInputSchema>;

/** Body of `POST /api/public/payments/:id/otp`. */
export const confirmOtpInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'Enter the code you received'),
});

/**
 * What the payer must do next while a payment is `requires_action`: type a one-time code, approve
 * on their phone, or finish on the provider's hosted card page at `url` (live mode).
 */
export const nextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('otp') }),
  z.object({ type: z.literal('mobile_money_approval'), phoneMasked: z.string() }),
  z.object({ type: z.literal('redirect'), url: z.url() }),
  /**
   * Transfer exactly `amountMinor` of `currency` to the account, writing `reference`, before
   * `expiresAt` (ISO 8601, or null when the provider gives none).
   */
  z.object({
    type: z.literal('bank_transfer'),
    bankName: z.string(),
    accountNumber: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
    reference: z.string(),
    expiresAt: z.string().nullable(),
  }),
]);
/** A payment's next action. */
export type NextAction = z.infer<typeof nextActionSchema>;

/** The payment method as shown back: card brand and last 4, or the masked phone. */
export const paymentMethodSummarySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), brand: z.string(), last4: z.string() }),
  z.object({ type: z.literal('mobile_money'), provider: z.string(), phoneMasked: z.string() }),
  z.object({ type: z.literal('bank_transfer') }),
]);
/** Payment method summary. */
export type PaymentMethodSummary = z.infer<typeof paymentMethodSummarySchema>;

/** A payment as the payer page sees it. Amounts in minor units. */
export const publicPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  paymentMethod: paymentMethodSummarySchema,
  nextAction: nextActionSchema.nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The receipt's id once the payment has succeeded (see `receipts.ts`), else null. */
  receiptId: z.string().nullable(),
  /**
   * A bank transfer that arrived with another amount than asked: `expectedMinor` asked,
   * `receivedMinor` arrived. An underpaid payment failed; an overpaid one succeeded for what arrived.
   */
  transferMismatch: z.object({ expectedMinor: z.number().int(), receivedMinor: z.number().int() }).nullable(),
  createdAt: z.string(),
});
/** A payment (payer view). */
export type PublicPayment = z.infer<typeof publicPaymentSchema>;

/**
 * The payment methods a payer page offers, decided by the routing table for the merchant's mode
 * and the page's currency (docs/providers.md#routing): a method with no provider is not offered,
 * so the payer is refused before typing anything.
 */
export const availablePaymentMethodsSchema = z.object({
  card: z.boolean(),
  /** The countries whose mobile money wallets can pay, in the order pages list them. */
  mobileMoneyCountries: z.array(z.enum(MOBILE_MONEY_COUNTRY_CODES)),
  bankTransfer: z.boolean(),
});
/** The payment methods a payer page offers. */
export type AvailablePaymentMethods = z.infer<typeof availablePaymentMethodsSchema>;
