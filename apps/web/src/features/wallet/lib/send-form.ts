/**
 * The Send form (docs/product.md#dashboard "Send Money" → Wallet): another Malipo user's email or
 * international phone number, amount, currency and an optional note. Instant, no fee.
 * @module
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY, PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { parseInternationalPhone } from '@malipo/contracts/mobile-money';
import { createTransferInputSchema, type CreateTransferRequest } from '@malipo/contracts/wallet';
import { amountToMinor, checkAmount } from './amount-rules';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message for the empty recipient (the Direct Pay alert of docs/product.md#validation, which the contract uses too). */
export const RECIPIENT_REQUIRED = 'Please enter recipient email or phone number';

/** The recipient as the API wants it: a lower-case email, or the phone number in E.164; null if neither. */
export function normalizeRecipient(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return EMAIL_PATTERN.test(trimmed) ? trimmed.toLowerCase() : null;
  return parseInternationalPhone(trimmed);
}

/** The form's schema: a recipient that is an email or a +phone, a valid amount, the contract's note limit. */
export const sendFormSchema = z
  .object({
    recipient: z.string(),
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    note: z.string().max(200, 'Note is too long'),
  })
  .superRefine((values, ctx) => {
    if (values.recipient.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: RECIPIENT_REQUIRED });
    } else if (!normalizeRecipient(values.recipient)) {
      ctx.addIssue({
        code: 'custom',
        path: ['recipient'],
        message: 'Enter an email address, or a phone number with its country code (+250 788 123 456)',
      });
    }
    checkAmount(ctx, 'amount', values.amount, values.currency);
  });

/** Values of the form, as typed. */
export type SendFormValues = z.input<typeof sendFormSchema>;
/** A form field. */
export type SendField = keyof SendFormValues;

/** Empty form in USD (docs/product.md#constants default). */
export const EMPTY_SEND_FORM: SendFormValues = {
  recipient: '',
  amount: '',
  currency: PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  note: '',
};

/** The request of checked `values`. */
export function toTransferRequest(values: SendFormValues): CreateTransferRequest {
  return createTransferInputSchema.parse({
    recipient: normalizeRecipient(values.recipient) ?? values.recipient.trim(),
    amountMinor: amountToMinor(values.amount, values.currency),
    currency: values.currency,
    note: values.note.trim(),
  });
}

/** The form field of a server field path, or null. */
export function sendFieldFor(serverKey: string): SendField | null {
  if (serverKey === 'amountMinor') return 'amount';
  return serverKey === 'recipient' || serverKey === 'currency' || serverKey === 'note' ? serverKey : null;
}
