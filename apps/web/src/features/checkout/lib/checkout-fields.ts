/**
 * The payer's form fields, their checks (docs/product.md#real-behaviour: validated with clear messages, unlike the
 * sketch) and the mapping of server field paths to them. Card checks come from
 * `@malipo/contracts/card`; mobile money checks live in the lazily loaded mobile form.
 * @module
 */
import { cardNumberError, cvvError, expiryError } from '@malipo/contracts/card';

/** Every field of the payer form, in display order. */
export const FIELD_ORDER = [
  'name',
  'email',
  'cardNumber',
  'expiry',
  'cvc',
  'holderName',
  'country',
  'provider',
  'phone',
] as const;
/** A payer form field. */
export type FieldKey = (typeof FIELD_ORDER)[number];
/** Error messages by field. */
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** The payer's name and email (docs/product.md#entities "Payer details"). */
export interface PayerValues {
  name: string;
  email: string;
}

/** Card fields as typed; they are sent only to the provider's tokenization endpoint. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/** Empty card fields. */
export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holderName: '' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** DOM id of a field's input (used for labels, focus and error association). */
export function fieldInputId(key: FieldKey): string {
  return `checkout-${key}`;
}

/**
 * Error message for one payer field, or `null`. The name is required unless `isNameOptional`
 * (a donor may leave it out).
 */
export function payerFieldError(
  key: keyof PayerValues,
  value: string,
  { isNameOptional = false }: { isNameOptional?: boolean } = {},
): string | null {
  if (key === 'name') return value.trim() === '' && !isNameOptional ? 'Name is required' : null;
  if (value.trim() === '') return 'Email is required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'Enter a valid email address';
}

const CARD_FIELD_KEYS = {
  number: 'cardNumber',
  expiry: 'expiry',
  cvc: 'cvc',
  holderName: 'holderName',
} as const;

/** The form field of a card value. */
export function cardFieldKey(key: keyof CardValues): FieldKey {
  return CARD_FIELD_KEYS[key];
}

/** Error message for one card field, or `null` (Luhn and length, expiry not past, 3–4 digit CVV). */
export function cardFieldError(key: keyof CardValues, value: string, now: Date = new Date()): string | null {
  switch (key) {
    case 'number':
      return cardNumberError(value);
    case 'expiry':
      return expiryError(value, now);
    case 'cvc':
      return cvvError(value);
    case 'holderName':
      return value.trim() === '' ? 'Cardholder name is required' : null;
  }
}

/** Checks the payer's name (unless optional) and email. */
export function validatePayer(values: PayerValues, options: { isNameOptional?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const name = payerFieldError('name', values.name, options);
  const email = payerFieldError('email', values.email, options);
  if (name) errors.name = name;
  if (email) errors.email = email;
  return errors;
}

/** Checks every card field. */
export function validateCard(values: CardValues, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of ['number', 'expiry', 'cvc', 'holderName'] as const) {
    const message = cardFieldError(key, values[key], now);
    if (message) errors[cardFieldKey(key)] = message;
  }
  return errors;
}

const SERVER_KEYS: Record<string, FieldKey> = {
  // POST /api/sandbox/tokens
  number: 'cardNumber',
  expiry: 'expiry',
  cvc: 'cvc',
  holderName: 'holderName',
  // POST /api/public/payment-links/:id/payments and /api/public/catalogues/:id/orders
  'payer.name': 'name',
  'payer.email': 'email',
  // POST /api/public/donation-links/:id/donations
  'donor.name': 'name',
  'donor.email': 'email',
  // POST /api/public/subscription-links/:id/subscriptions
  'subscriber.name': 'name',
  'subscriber.email': 'email',
  'paymentMethod.phone': 'phone',
  'paymentMethod.provider': 'provider',
  'paymentMethod.country': 'country',
};

/**
 * Splits a server's `error.fields` into messages for form fields and the rest (shown as a banner).
 */
export function mapServerFields(fields: Readonly<Record<string, string>>): {
  errors: FieldErrors;
  other: string[];
} {
  const errors: FieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = SERVER_KEYS[key];
    if (field) errors[field] = message;
    else other.push(message);
  }
  return { errors, other };
}

/** The first field (in display order) that has an error. */
export function firstErrorField(errors: FieldErrors): FieldKey | null {
  return FIELD_ORDER.find((key) => errors[key]) ?? null;
}

/**
 * True when a blur moves focus into another form field. Fields are checked on blur only then: a check
 * that shows a message when focus goes to the Pay button would shift the button under the pointer
 * between mousedown and mouseup and swallow the click (Pay checks every field anyway).
 */
export function isFocusMovingToField(event: { relatedTarget: EventTarget | null }): boolean {
  const next = event.relatedTarget;
  return (
    next instanceof HTMLInputElement ||
    next instanceof HTMLSelectElement ||
    next instanceof HTMLTextAreaElement
  );
}
