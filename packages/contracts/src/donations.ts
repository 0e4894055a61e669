/**
 * Donation links (docs/product.md#entities "Donation link", docs/product.md#states "Donation progress update", docs/product.md#validation; docs/product.md#real-behaviour "real
 * raised amount"): the creator's input, the dashboard and payer views, and the donate request.
 * Amounts in minor units of the link's currency.
 * @module
 */
import { z } from 'zod';
import { DEFAULT_DONATION_THANK_YOU } from './thank-you-messages';
import { payerMerchantSchema } from './branding';
import { DONATION_CURRENCIES } from './currencies';
import { amountMinorSchema, redirectUrlSchema } from './payment-links';
import { availablePaymentMethodsSchema, paymentMethodInputSchema } from './payments';

/** Default thank-you message of a donation link (docs/product.md#entities). */
export { DEFAULT_DONATION_THANK_YOU } from './thank-you-messages';

export { DONATION_PRESET_AMOUNTS, goalProgress } from './donation-options';

/** Body of `POST /api/donation-links` (docs/product.md#validation: title and goal required). */
export const createDonationLinkInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
  goalMinor: amountMinorSchema,
  currency: z.enum(DONATION_CURRENCIES, { error: 'Choose a supported currency' }),
  thankYouMessage: z
    .string()
    .trim()
    .max(500, 'Thank-you message is too long')
    .transform((s) => s || DEFAULT_DONATION_THANK_YOU)
    .default(DEFAULT_DONATION_THANK_YOU),
  redirectUrl: redirectUrlSchema.prefault(''),
});
/** Donation link creation input (after parsing). */
export type CreateDonationLinkInput = z.infer<typeof createDonationLinkInputSchema>;
/** Donation link creation input as sent. */
export type CreateDonationLinkRequest = z.input<typeof createDonationLinkInputSchema>;

/** Body of `PATCH /api/donation-links/:id`: pause or activate. */
export const updateDonationLinkStatusSchema = z.object({ status: z.enum(['active', 'paused']) });

/** What the payer page and the dashboard both show of a donation link, with its real progress. */
export const donationCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  goalMinor: z.number().int(),
  currency: z.string(),
  thankYouMessage: z.string(),
  redirectUrl: z.string().nullable(),
  status: z.enum(['active', 'paused']),
  /** Sum of succeeded donations, minor units. */
  raisedMinor: z.number().int(),
  /** Number of succeeded donations. */
  donationsCount: z.number().int(),
  /** Percent of the goal raised, 0–100 (capped). */
  goalProgress: z.number(),
});
/** A donation campaign (payer view). */
export type DonationCampaign = z.infer<typeof donationCampaignSchema>;

/** A donation link as the dashboard lists it. */
export const donationLinkSchema = donationCampaignSchema.extend({
  createdAt: z.string(),
  path: z.string(),
});
/** A donation link (dashboard view). */
export type DonationLink = z.infer<typeof donationLinkSchema>;

/** Body of `GET /api/donation-links`. */
export const donationLinkListSchema = z.object({ data: z.array(donationLinkSchema) });

/** Body of `GET /api/public/donation-links/:id`. */
export const publicDonationLinkSchema = z.object({
  link: donationCampaignSchema,
  merchant: payerMerchantSchema,
  /** The methods this page offers (docs/providers.md#routing). */
  paymentMethods: availablePaymentMethodsSchema,
});
/** A donation link as a payer sees it. */
export type PublicDonationLink = z.infer<typeof publicDonationLinkSchema>;

/**
 * Body of `POST /api/public/donation-links/:id/donations` (with an `Idempotency-Key` header).
 * The donor's name is optional; `anonymous` donations keep no name. The email receives the receipt.
 */
export const createDonationInputSchema = z.object({
  amountMinor: amountMinorSchema,
  donor: z.object({
    name: z.string().trim().max(120, 'Name is too long').default(''),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid email address' })),
  }),
  anonymous: z.boolean().default(false),
  paymentMethod: paymentMethodInputSchema,
});
/** Donate request input (after parsing). */
export type CreateDonationInput = z.infer<typeof createDonationInputSchema>;
/** Donate request input as sent. */
export type CreateDonationRequest = z.input<typeof createDonationInputSchema>;
