/**
 * The Deposit form (docs/product.md#dashboard "Deposit": amount, currency, method mobile money or card): its checks
 * and the request it stands for. Card fields are not part of it: they go to the provider's
 * tokenization endpoint only (docs/payments.md) and are checked with the payer pages' rules.
 * @module
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY, PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import {
  MOBILE_MONEY_COUNTRY_CODES,
  MOBILE_MONEY_PROVIDER_IDS,
} from '@malipo/contracts/mobile-money-options';
import type { PaymentMethodInput } from '@malipo/contracts/payments';
import type { CreateDepositRequest } from '@malipo/contracts/wallet';
import { amountToMinor, checkAmount } from './amount-rules';
import { checkMobileNumber, initialMobileNumber } from './mobile-number';

/** Deposit methods (docs/product.md#constants: mobile money, credit/debit card). */
export const DEPOSIT_METHODS = ['mobile', 'card'] as const;
/** A deposit method. */
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** The form's schema: amount for the currency; the mobile number when paying by mobile money. */
export const depositFormSchema = z
  .object({
    method: z.enum(DEPOSIT_METHODS),
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    provider: z.enum(MOBILE_MONEY_PROVIDER_IDS, { error: 'Choose a mobile money provider' }),
    country: z.enum(MOBILE_MONEY_COUNTRY_CODES, { error: 'Choose a country' }),
    phone: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmount(ctx, 'amount', values.amount, values.currency);
    if (values.method === 'mobile') checkMobileNumber(ctx, values);
  });

/** Values of the form, as typed. */
export type DepositFormValues = z.input<typeof depositFormSchema>;

/** Empty form: USD (docs/product.md#constants default), mobile money. */
export const EMPTY_DEPOSIT_FORM: DepositFormValues = {
  method: 'mobile',
  amount: '',
  currency: PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  ...initialMobileNumber(DEFAULT_CURRENCY),
};

/** The deposit request of checked `values` paid with `paymentMethod`. */
export function toDepositRequest(
  values: DepositFormValues,
  paymentMethod: PaymentMethodInput,
): CreateDepositRequest {
  return {
    amountMinor: amountToMinor(values.amount, values.currency),
    currency: values.currency,
    paymentMethod,
  };
}
