/**
 * The payment link creator's form (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#validation): what the merchant types, its checks, and the
 * mapping to the contract's `CreatePaymentLinkRequest` (amount text → minor units, datetime-local →
 * ISO 8601 with offset).
 * @module
 */
import { z } from 'zod';
import { PAYMENT_CURRENCIES, DEFAULT_CURRENCY } from '@malipo/contracts/currencies';
import { parseAmountToMinor } from '@malipo/contracts/money';
import { createPaymentLinkInputSchema, type CreatePaymentLinkRequest } from '@malipo/contracts/payment-links';
import { addContractIssues } from '@/lib/contract-issues';
import { amountTextToMinor, checkAmountText } from './link-form-rules';

/** Parses a `datetime-local` value ("2026-03-01T14:30") as local time; `null` when empty or invalid. */
function parseLocalDateTime(value: string): Date | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats `date` as ISO 8601 in the viewer's local time with its UTC offset: "2026-03-01T14:30:00+02:00". */
export function toIsoWithOffset(date: Date): string {
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

/**
 * The creator form's schema: the amount's own checks (decimals of the currency), the contract's
 * (`createPaymentLinkInputSchema`: lengths, currency, redirect URL) and an expiry in the future.
 */
export const paymentLinkFormSchema = z
  .object({
    productName: z.string(),
    description: z.string(),
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    thankYouMessage: z.string(),
    redirectUrl: z.string(),
    expiresAt: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmountText(ctx, 'amount', values.amount, values.currency);
    const expiry = parseLocalDateTime(values.expiresAt);
    if (values.expiresAt.trim() !== '' && !expiry) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Enter a valid date and time' });
    } else if (expiry && expiry.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Expiry must be in the future' });
    }
    addContractIssues(ctx, createPaymentLinkInputSchema, toRequest(values), formFieldForServerField, [
      'amount',
      'expiresAt',
    ]);
  });

/** Values of the creator form (all text, as typed). */
export type PaymentLinkFormValues = z.input<typeof paymentLinkFormSchema>;

/** Empty form: USD by default (docs/product.md#constants). */
export const EMPTY_PAYMENT_LINK_FORM: PaymentLinkFormValues = {
  productName: '',
  description: '',
  amount: '',
  currency: PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  thankYouMessage: '',
  redirectUrl: '',
  expiresAt: '',
};

/** The request `values` stand for; an amount that does not parse becomes 0 (which the contract refuses). */
function toRequest(values: PaymentLinkFormValues): CreatePaymentLinkRequest {
  const expiry = parseLocalDateTime(values.expiresAt);
  return {
    productName: values.productName.trim(),
    description: values.description.trim(),
    amountMinor: amountTextToMinor(values.amount, values.currency),
    currency: values.currency,
    thankYouMessage: values.thankYouMessage.trim(),
    redirectUrl: values.redirectUrl.trim(),
    expiresAt: expiry ? toIsoWithOffset(expiry) : null,
  };
}

/**
 * Maps valid form values to the API request (amount in minor units, expiry as ISO 8601 with offset).
 * Call only after {@link paymentLinkFormSchema} passed; throws `Error` if the amount does not parse
 * (a programming error).
 */
export function toCreatePaymentLinkRequest(values: PaymentLinkFormValues): CreatePaymentLinkRequest {
  if (parseAmountToMinor(values.amount, values.currency) === null) {
    throw new Error('toCreatePaymentLinkRequest: amount was not validated');
  }
  return toRequest(values);
}

/** Form field that shows an issue of the contract at `key` (also the server's `error.fields` keys of `POST /api/payment-links`). */
export function formFieldForServerField(key: string): keyof PaymentLinkFormValues | null {
  switch (key) {
    case 'productName':
    case 'description':
    case 'currency':
    case 'thankYouMessage':
    case 'redirectUrl':
    case 'expiresAt':
      return key;
    case 'amountMinor':
      return 'amount';
    default:
      return null;
  }
}
