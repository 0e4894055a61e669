/**
 * The donation link creator's form (docs/product.md#entities "Donation link", docs/product.md#validation: title and goal required): what the
 * merchant types, checked with the contract's `createDonationLinkInputSchema`, and the mapping to
 * the request (goal typed in major units → `goalMinor`).
 * @module
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY, DONATION_CURRENCIES } from '@malipo/contracts/currencies';
import { createDonationLinkInputSchema, type CreateDonationLinkRequest } from '@malipo/contracts/donations';
import { parseAmountToMinor } from '@malipo/contracts/money';
import { addContractIssues } from '@/lib/contract-issues';
import { amountTextToMinor, checkAmountText } from './link-form-rules';

/** Values of the donation link form (all text, as typed). */
export interface DonationLinkFormValues {
  title: string;
  description: string;
  /** Goal in major units as typed: "10,000", "5000". */
  goal: string;
  currency: (typeof DONATION_CURRENCIES)[number];
  thankYouMessage: string;
  redirectUrl: string;
}

/** Empty form: USD by default (docs/product.md#constants). */
export const EMPTY_DONATION_LINK_FORM: DonationLinkFormValues = {
  title: '',
  description: '',
  goal: '',
  currency: DONATION_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  thankYouMessage: '',
  redirectUrl: '',
};

/** Form field that shows an issue of the contract at `key` (also the server's `error.fields` keys). */
export function donationFormFieldForServerField(key: string): keyof DonationLinkFormValues | null {
  switch (key) {
    case 'title':
    case 'description':
    case 'currency':
    case 'thankYouMessage':
    case 'redirectUrl':
      return key;
    case 'goalMinor':
      return 'goal';
    default:
      return null;
  }
}

/** The request `values` stand for; a goal that does not parse becomes 0 (which the contract refuses). */
function toRequest(values: DonationLinkFormValues): CreateDonationLinkRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    goalMinor: amountTextToMinor(values.goal, values.currency),
    currency: values.currency,
    thankYouMessage: values.thankYouMessage.trim(),
    redirectUrl: values.redirectUrl.trim(),
  };
}

/** The form's schema: the goal's own checks (decimals of the currency), then the contract's. */
export const donationLinkFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    goal: z.string(),
    currency: z.enum(DONATION_CURRENCIES, { error: 'Choose a supported currency' }),
    thankYouMessage: z.string(),
    redirectUrl: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmountText(ctx, 'goal', values.goal, values.currency, 'Goal is required');
    addContractIssues(
      ctx,
      createDonationLinkInputSchema,
      toRequest(values),
      donationFormFieldForServerField,
      ['goal'],
    );
  });

/**
 * Maps valid form values to `POST /api/donation-links`: '10.50' USD → 1050, '5000' RWF → 5000
 * (ISO 4217 exponents). Call only after {@link donationLinkFormSchema} passed; throws `Error` if the
 * goal does not parse (a programming error).
 */
export function toCreateDonationLinkRequest(values: DonationLinkFormValues): CreateDonationLinkRequest {
  if (parseAmountToMinor(values.goal, values.currency) === null) {
    throw new Error('toCreateDonationLinkRequest: goal was not validated');
  }
  return toRequest(values);
}
