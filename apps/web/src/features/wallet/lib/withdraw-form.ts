/**
 * The Withdraw form (docs/product.md#dashboard "Withdraw"): amount and currency, then either a saved bank
 * account or a mobile money number; its checks, the request it stands for, and the figures the
 * confirmation shows (the 2% fee from `withdrawalFeeMinor`, the same function the server uses).
 * @module
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY, PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import {
  MOBILE_MONEY_COUNTRY_CODES,
  MOBILE_MONEY_PROVIDER_IDS,
} from '@malipo/contracts/mobile-money-options';
import type { CreatePayoutRequest } from '@malipo/contracts/wallet';
import { amountToMinor, checkAmount } from './amount-rules';
import { checkMobileNumber, initialMobileNumber, toMobileRecipient } from './mobile-number';

/** Where the money goes. */
export const WITHDRAW_METHODS = ['bank', 'mobile'] as const;
/** A withdrawal method. */
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/** The form's schema: amount for the currency, then the chosen destination's fields. */
export const withdrawFormSchema = z
  .object({
    method: z.enum(WITHDRAW_METHODS),
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    payoutAccountId: z.string(),
    provider: z.enum(MOBILE_MONEY_PROVIDER_IDS, { error: 'Choose a mobile money provider' }),
    country: z.enum(MOBILE_MONEY_COUNTRY_CODES, { error: 'Choose a country' }),
    phone: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmount(ctx, 'amount', values.amount, values.currency);
    if (values.method === 'bank') {
      if (values.payoutAccountId === '') {
        ctx.addIssue({ code: 'custom', path: ['payoutAccountId'], message: 'Choose a bank account' });
      }
    } else {
      checkMobileNumber(ctx, values);
    }
  });

/** Values of the form, as typed. */
export type WithdrawFormValues = z.input<typeof withdrawFormSchema>;
/** A form field. */
export type WithdrawField = keyof WithdrawFormValues;

/** Empty form in `currency` (USD by default), to mobile money. */
export function emptyWithdrawForm(currency: string = DEFAULT_CURRENCY): WithdrawFormValues {
  const known = PAYMENT_CURRENCIES.find((code) => code === currency) ?? 'USD';
  return {
    method: 'mobile',
    amount: '',
    currency: known,
    payoutAccountId: '',
    ...initialMobileNumber(known),
  };
}

/** The request of checked `values`; `null` if the phone number does not validate (checked before). */
export function toPayoutRequest(values: WithdrawFormValues): CreatePayoutRequest | null {
  const amountMinor = amountToMinor(values.amount, values.currency);
  if (values.method === 'bank') {
    return {
      amountMinor,
      currency: values.currency,
      destination: { type: 'bank', payoutAccountId: values.payoutAccountId },
    };
  }
  const recipient = toMobileRecipient(values);
  if (!recipient) return null;
  return { amountMinor, currency: values.currency, destination: { type: 'mobile_money', ...recipient } };
}

const SERVER_FIELDS: Record<string, WithdrawField> = {
  amountMinor: 'amount',
  currency: 'currency',
  'destination.payoutAccountId': 'payoutAccountId',
  'destination.phone': 'phone',
  'destination.provider': 'provider',
  'destination.country': 'country',
};

/** The form field of a server field path (`destination.phone` → `phone`), or null. */
export function withdrawFieldFor(serverKey: string): WithdrawField | null {
  return SERVER_FIELDS[serverKey] ?? null;
}
