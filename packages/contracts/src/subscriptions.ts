/**
 * Subscription links and subscriptions (docs/product.md#entities "Subscription link", docs/product.md#states, docs/product.md#validation): the
 * creator's input, the dashboard and payer views, the subscribe request, the signed self-service
 * view, and the merchant's and the payer's lists. Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import { cursorPageFields, cursorPageQueryFields } from './pages';
import { DEFAULT_SUBSCRIPTION_THANK_YOU } from './thank-you-messages';
import { BILLING_CYCLES, DEFAULT_BILLING_CYCLE, SUBSCRIPTION_STATUSES } from './billing-cycles';
import { payerMerchantSchema } from './branding';
import { DONATION_CURRENCIES } from './currencies';
import { amountMinorSchema, redirectUrlSchema } from './payment-links';
import { availablePaymentMethodsSchema, payerInputSchema, paymentMethodInputSchema } from './payments';

/** Default thank-you message of a subscription link (docs/product.md#entities). */
export { DEFAULT_SUBSCRIPTION_THANK_YOU } from './thank-you-messages';

/** Most trial days a link may offer. */
export const MAX_TRIAL_DAYS = 365;

/** Body of `POST /api/subscription-links` (docs/product.md#validation: title and amount required; trial days an integer ≥ 0). */
export const createSubscriptionLinkInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
  amountMinor: amountMinorSchema,
  currency: z.enum(DONATION_CURRENCIES, { error: 'Choose a supported currency' }),
  billingCycle: z.enum(BILLING_CYCLES, { error: 'Choose a billing cycle' }).default(DEFAULT_BILLING_CYCLE),
  trialDays: z
    .number({ error: 'Trial days must be a number' })
    .int('Trial days must be a whole number')
    .min(0, 'Trial days cannot be negative')
    .max(MAX_TRIAL_DAYS, `At most ${MAX_TRIAL_DAYS} trial days`)
    .default(0),
  thankYouMessage: z
    .string()
    .trim()
    .max(500, 'Thank-you message is too long')
    .transform((s) => s || DEFAULT_SUBSCRIPTION_THANK_YOU)
    .default(DEFAULT_SUBSCRIPTION_THANK_YOU),
  redirectUrl: redirectUrlSchema.prefault(''),
});
/** Subscription link input as sent. */
export type CreateSubscriptionLinkRequest = z.input<typeof createSubscriptionLinkInputSchema>;

/** Body of `PATCH /api/subscription-links/:id`: pause or activate. */
export const updateSubscriptionLinkStatusSchema = z.object({ status: z.enum(['active', 'paused']) });

/** What the subscribe page and the dashboard both show of a plan. */
export const subscriptionPlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  billingCycle: z.enum(BILLING_CYCLES),
  trialDays: z.number().int(),
  thankYouMessage: z.string(),
  redirectUrl: z.string().nullable(),
  status: z.enum(['active', 'paused']),
});
/** A subscription plan. */
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** A subscription link as the dashboard lists it (docs/product.md#entities: subscribers, totalRevenue). */
export const subscriptionLinkSchema = subscriptionPlanSchema.extend({
  createdAt: z.string(),
  path: z.string(),
  /** Subscriptions trialing, active or past due. */
  subscribersCount: z.number().int(),
  /** Sum of the plan's succeeded charges, minor units. */
  totalRevenueMinor: z.number().int(),
});
/** A subscription link (dashboard view). */
export type SubscriptionLink = z.infer<typeof subscriptionLinkSchema>;

/** Body of `GET /api/subscription-links`. */
export const subscriptionLinkListSchema = z.object({ data: z.array(subscriptionLinkSchema) });

/** Body of `GET /api/public/subscription-links/:id`. */
export const publicSubscriptionLinkSchema = z.object({
  link: subscriptionPlanSchema,
  merchant: payerMerchantSchema,
  /** The methods this page offers (docs/providers.md#routing). */
  paymentMethods: availablePaymentMethodsSchema,
});
/** A subscription link as a payer sees it. */
export type PublicSubscriptionLink = z.infer<typeof publicSubscriptionLinkSchema>;

/** Body of `POST /api/public/subscription-links/:id/subscriptions` (with an `Idempotency-Key`). */
export const createSubscriptionInputSchema = z.object({
  subscriber: payerInputSchema,
  paymentMethod: paymentMethodInputSchema,
});
/** Subscribe input as sent. */
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionInputSchema>;

/** One charge of a subscription. */
export const subscriptionChargeSchema = z.object({
  paymentId: z.string(),
  period: z.number().int(),
  status: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  receiptId: z.string().nullable(),
  createdAt: z.string(),
});

/** A subscription as its payer (self-service link) and the merchant see it. */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: subscriptionPlanSchema.pick({
    id: true,
    title: true,
    amountMinor: true,
    currency: true,
    billingCycle: true,
  }),
  subscriber: z.object({ name: z.string(), email: z.string() }),
  /** Card brand and last 4, or the masked phone. */
  paymentMethodLabel: z.string(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string(),
  /** When the next charge is due; null once canceled. */
  nextBillingAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** Why the first charge failed, or the last failure while past due. */
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  charges: z.array(subscriptionChargeSchema),
  createdAt: z.string(),
});
/** A subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * Body of the subscribe response and of `GET /api/public/subscriptions/:token`: the subscription,
 * the merchant's branding, and the signed token of its self-service page `/subscriptions/{token}`.
 */
export const managedSubscriptionSchema = z.object({
  subscription: subscriptionSchema,
  merchant: payerMerchantSchema,
  manageToken: z.string(),
});
/** A subscription with its self-service token. */
export type ManagedSubscription = z.infer<typeof managedSubscriptionSchema>;

/** Body of `GET /api/my-subscriptions`: every subscription the user pays. */
export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) });

/** Largest page of a plan's subscribers. */
export const MAX_SUBSCRIBER_PAGE_SIZE = 50;

/** Query of `GET /api/subscription-links/:id/subscribers`: `cursor` from the previous page. */
export const subscriberPageQuerySchema = z.object(cursorPageQueryFields(MAX_SUBSCRIBER_PAGE_SIZE));
/** A subscriber page query. */
export type SubscriberPageQuery = z.infer<typeof subscriberPageQuerySchema>;

/** Body of `GET /api/subscription-links/:id/subscribers`: newest first; `nextCursor` is null on the last page. */
export const subscriberPageSchema = z.object(cursorPageFields(subscriptionSchema));

/** The self-service page's path for `token`. */
export function manageSubscriptionPath(token: string): string {
  return `/subscriptions/${encodeURIComponent(token)}`;
}
