/**
 * The payment link creator's form (spec §2.7, §3, §5): what the merchant types, its checks, and the
 * mapping to the contract's `CreatePaymentLinkRequest` (amount text → minor units, datetime-local →
 * ISO 8601 with offset).
 * @module
 */
import { z } from 'zod';
import { PAYMENT_CURRENCIES, DEFAULT_CURRENCY } from '@malipo/contracts/currencies';
import { amountError, parseAmountToMinor } from '@malipo/contracts/money';
import type { CreatePaymentLinkRequest } from '@malipo/contracts/payment-links';
import { normalizeRedirectUrl } from '@malipo/contracts/urls';

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

/** The creator form's schema. Amount, redirect URL and expiry are checked against each other's rules below. */
export const paymentLinkFormSchema = z
  .object({
    productName: z.string().trim().min(1, 'Product name is required').max(120, 'Product name is too long'),
    description: z.string().max(1000, 'Description is too long'),
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    thankYouMessage: z.string().max(500, 'Thank-you message is too long'),
    redirectUrl: z.string().max(2000, 'Redirect URL is too long'),
    expiresAt: z.string(),
  })
  .superRefine((values, ctx) => {
    const amountMessage = amountError(values.amount, values.currency);
    if (amountMessage) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountMessage });

    const redirect = normalizeRedirectUrl(values.redirectUrl);
    if (redirect !== null && typeof redirect === 'object') {
      ctx.addIssue({ code: 'custom', path: ['redirectUrl'], message: redirect.error });
    }

    if (values.expiresAt.trim() !== '') {
      const expiry = parseLocalDateTime(values.expiresAt);
      if (!expiry)
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Enter a valid date and time' });
      else if (expiry.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Expiry must be in the future' });
      }
    }
  });

/** Values of the creator form (all text, as typed). */
export type PaymentLinkFormValues = z.input<typeof paymentLinkFormSchema>;

/** Empty form: USD by default (spec §9). */
export const EMPTY_PAYMENT_LINK_FORM: PaymentLinkFormValues = {
  productName: '',
  description: '',
  amount: '',
  currency: PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  thankYouMessage: '',
  redirectUrl: '',
  expiresAt: '',
};

/**
 * Maps valid form values to the API request. Call only after {@link paymentLinkFormSchema} passed;
 * throws `Error` if the amount does not parse (a programming error).
 */
export function toCreatePaymentLinkRequest(values: PaymentLinkFormValues): CreatePaymentLinkRequest {
  const amountMinor = parseAmountToMinor(values.amount, values.currency);
  if (amountMinor === null) throw new Error('toCreatePaymentLinkRequest: amount was not validated');
  const expiry = parseLocalDateTime(values.expiresAt);
  return {
    productName: values.productName.trim(),
    description: values.description.trim(),
    amountMinor,
    currency: values.currency,
    thankYouMessage: values.thankYouMessage.trim(),
    redirectUrl: values.redirectUrl.trim(),
    expiresAt: expiry ? toIsoWithOffset(expiry) : null,
  };
}

/** Form field that shows a server field error (`error.fields` key of `POST /api/payment-links`). */
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
