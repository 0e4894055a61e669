/**
 * The subscription link creator's form (docs/product.md#entities "Subscription link", docs/product.md#validation: title and amount required,
 * trial days an integer ≥ 0; docs/product.md#constants: billing cycle weekly/monthly/quarterly/yearly, default monthly,
 * trial days default 0): what the merchant types, checked with the contract's
 * `createSubscriptionLinkInputSchema`, and the mapping to the request (amount typed in major units
 * → `amountMinor`, trial days text → integer).
 * @module
 */
import { z } from 'zod';
import { BILLING_CYCLES, DEFAULT_BILLING_CYCLE, type BillingCycle } from '@malipo/contracts/billing-cycles';
import { DEFAULT_CURRENCY, DONATION_CURRENCIES } from '@malipo/contracts/currencies';
import { parseAmountToMinor } from '@malipo/contracts/money';
import {
  createSubscriptionLinkInputSchema,
  type CreateSubscriptionLinkRequest,
} from '@malipo/contracts/subscriptions';
import { addContractIssues } from '@/lib/contract-issues';
import { amountTextToMinor, checkAmountText } from './link-form-rules';

/** Values of the subscription link form (all text, as typed). */
export interface SubscriptionLinkFormValues {
  title: string;
  description: string;
  /** Price per billing period in major units as typed: "29.99", "5,000". */
  amount: string;
  currency: (typeof DONATION_CURRENCIES)[number];
  billingCycle: BillingCycle;
  /** Whole days of free trial as typed; empty means 0. */
  trialDays: string;
  thankYouMessage: string;
  redirectUrl: string;
}

/** Empty form: USD, monthly, no trial (docs/product.md#constants). */
export const EMPTY_SUBSCRIPTION_LINK_FORM: SubscriptionLinkFormValues = {
  title: '',
  description: '',
  amount: '',
  currency: DONATION_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  billingCycle: DEFAULT_BILLING_CYCLE,
  trialDays: '0',
  thankYouMessage: '',
  redirectUrl: '',
};

/** Form field that shows an issue of the contract at `key` (also the server's `error.fields` keys). */
export function subscriptionFormFieldForServerField(key: string): keyof SubscriptionLinkFormValues | null {
  switch (key) {
    case 'title':
    case 'description':
    case 'currency':
    case 'billingCycle':
    case 'trialDays':
    case 'thankYouMessage':
    case 'redirectUrl':
      return key;
    case 'amountMinor':
      return 'amount';
    default:
      return null;
  }
}

/** Trial days as sent: empty text is 0; anything else is `Number(text)` (the contract refuses NaN and fractions). */
function trialDaysOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The request `values` stand for; an amount that does not parse becomes 0 (which the contract refuses). */
function toRequest(values: SubscriptionLinkFormValues): CreateSubscriptionLinkRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    amountMinor: amountTextToMinor(values.amount, values.currency),
    currency: values.currency,
    billingCycle: values.billingCycle,
    trialDays: trialDaysOf(values.trialDays),
    thankYouMessage: values.thankYouMessage.trim(),
    redirectUrl: values.redirectUrl.trim(),
  };
}

/** The form's schema: the amount's own checks (decimals of the currency), then the contract's. */
export const subscriptionLinkFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    amount: z.string(),
    currency: z.enum(DONATION_CURRENCIES, { error: 'Choose a supported currency' }),
    billingCycle: z.enum(BILLING_CYCLES, { error: 'Choose a billing cycle' }),
    trialDays: z.string(),
    thankYouMessage: z.string(),
    redirectUrl: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmountText(ctx, 'amount', values.amount, values.currency, 'Amount is required');
    addContractIssues(
      ctx,
      createSubscriptionLinkInputSchema,
      toRequest(values),
      subscriptionFormFieldForServerField,
      ['amount'],
    );
  });

/**
 * Maps valid form values to `POST /api/subscription-links`: '29.99' USD → 2999, '5000' RWF → 5000
 * (ISO 4217 exponents), '7' trial days → 7. Call only after {@link subscriptionLinkFormSchema}
 * passed; throws `Error` if the amount does not parse (a programming error).
 */
export function toCreateSubscriptionLinkRequest(
  values: SubscriptionLinkFormValues,
): CreateSubscriptionLinkRequest {
  if (parseAmountToMinor(values.amount, values.currency) === null) {
    throw new Error('toCreateSubscriptionLinkRequest: amount was not validated');
  }
  return toRequest(values);
}
