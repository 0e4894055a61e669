/**
 * The Convert form: an amount of one of the
 * merchant's currencies moved into another of their wallets at the stored rate.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import type { CreateConversionRequest } from '@malipo/contracts/wallet';
import { amountToMinor, checkAmount } from './amount-rules';

const currency = z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' });

/** The form's schema: a valid amount of `fromCurrency`, and two different currencies. */
export const convertFormSchema = z
  .object({ amount: z.string(), fromCurrency: currency, toCurrency: currency })
  .superRefine((values, ctx) => {
    checkAmount(ctx, 'amount', values.amount, values.fromCurrency);
    if (values.fromCurrency === values.toCurrency) {
      ctx.addIssue({ code: 'custom', path: ['toCurrency'], message: 'Choose two different currencies' });
    }
  });

/** Values of the form, as typed. */
export type ConvertFormValues = z.input<typeof convertFormSchema>;
/** A form field. */
export type ConvertField = keyof ConvertFormValues;

/** Empty form: from `fromCurrency` (USD by default) to RWF, or USD when converting from RWF. */
export function emptyConvertForm(fromCurrency: ConvertFormValues['fromCurrency'] = 'USD'): ConvertFormValues {
  return { amount: '', fromCurrency, toCurrency: fromCurrency === 'RWF' ? 'USD' : 'RWF' };
}

/** The request of checked `values`. */
export function toConversionRequest(values: ConvertFormValues): CreateConversionRequest {
  return {
    amountMinor: amountToMinor(values.amount, values.fromCurrency),
    fromCurrency: values.fromCurrency,
    toCurrency: values.toCurrency,
  };
}

const SERVER_FIELDS: Record<string, ConvertField> = {
  amountMinor: 'amount',
  fromCurrency: 'fromCurrency',
  toCurrency: 'toCurrency',
};

/** The form field of a server field path, or null. */
export function convertFieldFor(serverKey: string): ConvertField | null {
  return SERVER_FIELDS[serverKey] ?? null;
}
