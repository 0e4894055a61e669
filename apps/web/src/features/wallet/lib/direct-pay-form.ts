/**
 * The Direct Pay form (docs/product.md#payer-pages, docs/product.md#validation, docs/product.md#constants): the recipient's mobile money number, the amount
 * (default 100.00) in the from currency (default USD) and the currency they receive (default RWF).
 * Its checks give the two alerts of docs/product.md#validation first, then field messages.
 * @module
 */
import { currencyExponent, type PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { amountError, minorToDecimalString, parseAmountToMinor } from '@malipo/contracts/money';
import { normalizePhone } from '@malipo/contracts/mobile-money';
import type { CreateDirectPayRequest } from '@malipo/contracts/wallet';
import { initialMobileNumber, type MobileNumberValues } from './mobile-number';

type Currency = (typeof PAYMENT_CURRENCIES)[number];

/** Values of the form, as typed. */
export interface DirectPayFormValues extends MobileNumberValues {
  amount: string;
  fromCurrency: Currency;
  toCurrency: Currency;
}
/** A form field. */
export type DirectPayField = keyof DirectPayFormValues;

/** docs/product.md#validation: the alert for an empty recipient. */
export const RECIPIENT_ALERT = 'Please enter recipient email or phone number';
/** docs/product.md#validation: the alert for an empty, zero or negative amount. */
export const AMOUNT_ALERT = 'Please enter a valid amount';
/** docs/product.md#states: the error state's message. */
export const TRANSFER_FAILED = 'Transfer failed. Please try again.';

/** docs/product.md#constants: 100.00 USD to RWF, to a Rwandan MTN number. */
export const DIRECT_PAY_DEFAULTS: DirectPayFormValues = {
  ...initialMobileNumber('RWF'),
  amount: '100.00',
  fromCurrency: 'USD',
  toCurrency: 'RWF',
};

/** How checking the form ended: the request, or the alert of docs/product.md#validation, or messages for fields. */
export type DirectPayCheck =
  | { ok: true; request: CreateDirectPayRequest }
  | { ok: false; alert: string | null; fields: Partial<Record<DirectPayField, string>> };

/**
 * Checks `values` in the order of docs/product.md#validation: an empty number alerts 'Please enter recipient email or phone
 * number'; an empty, unreadable, zero or negative amount alerts 'Please enter a valid amount'; then
 * the number must be valid for the country and the amount have the currency's decimals at most.
 */
export function checkDirectPay(values: DirectPayFormValues): DirectPayCheck {
  if (values.phone.trim() === '') return { ok: false, alert: RECIPIENT_ALERT, fields: {} };
  const amountMessage = amountError(values.amount, values.fromCurrency);
  const amountMinor = parseAmountToMinor(values.amount, values.fromCurrency);
  if (amountMessage || amountMinor === null || values.amount.trim().startsWith('-')) {
    // Too many decimals for the currency is a mistake in a valid amount: say so on the field.
    return amountMessage?.includes('decimal')
      ? { ok: false, alert: null, fields: { amount: amountMessage } }
      : { ok: false, alert: AMOUNT_ALERT, fields: {} };
  }
  const phone = normalizePhone(values.phone, values.country);
  if (!phone.ok) return { ok: false, alert: null, fields: { phone: phone.message } };
  return {
    ok: true,
    request: {
      amountMinor,
      fromCurrency: values.fromCurrency,
      toCurrency: values.toCurrency,
      recipient: { provider: values.provider, country: values.country, phone: phone.e164 },
    },
  };
}

/** A quick amount (major units, docs/product.md#constants) as the amount field shows it in `currency`: 200 → "200.00". */
export function quickAmountText(amount: number, currency: string): string {
  return minorToDecimalString(amount * 10 ** currencyExponent(currency), currency);
}

const SERVER_FIELDS: Record<string, DirectPayField> = {
  amountMinor: 'amount',
  fromCurrency: 'fromCurrency',
  toCurrency: 'toCurrency',
  'recipient.phone': 'phone',
  'recipient.provider': 'provider',
  'recipient.country': 'country',
};

/** The form field of a server field path (`recipient.phone` → `phone`), or null. */
export function directPayFieldFor(serverKey: string): DirectPayField | null {
  return SERVER_FIELDS[serverKey] ?? null;
}
