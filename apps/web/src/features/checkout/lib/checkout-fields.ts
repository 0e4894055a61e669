/**
 * The payer's form fields, their checks (docs/product.md#real-behaviour: validated with clear messages, unlike the
 * sketch) and the mapping of server field paths to them. The checks name each problem with a message
 * key, which the form translates into the page's language; the server's messages are shown as it
 * wrote them. Card checks come from `@malipo/contracts/card`; mobile money checks live in the lazily
 * loaded mobile form.
 * @module
 */
import { cardNumberProblem, cvvProblem, expiryProblem, type CardProblem } from '@malipo/contracts/card';
import type { MessageKey, Translate } from '@malipo/contracts/i18n/translator';

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
/** Error messages by field, as shown: the form's own checks translated, the server's as it wrote them. */
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** A problem the form's own checks find in a field: the key of its message (`checkout:problems.…`). */
export type FieldProblem = Extract<MessageKey, `checkout:problems.${string}`>;

/** The form's own checks' problems by field. */
export type FieldProblems = Partial<Record<FieldKey, FieldProblem>>;

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

/** The message of `problem` in the page's language (`t`), or `null` for none. */
export function problemMessage(problem: FieldProblem | null, t: Translate): string | null {
  return problem === null ? null : t(problem);
}

/** `problems` as messages in the page's language (`t`). */
export function problemMessages(problems: FieldProblems, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, problem] of Object.entries(problems) as [FieldKey, FieldProblem][]) {
    errors[key] = t(problem);
  }
  return errors;
}

/**
 * The problem of one payer field, or `null`. The name is required unless `isNameOptional`
 * (a donor may leave it out).
 */
export function payerFieldProblem(
  key: keyof PayerValues,
  value: string,
  { isNameOptional = false }: { isNameOptional?: boolean } = {},
): FieldProblem | null {
  if (key === 'name') {
    return value.trim() === '' && !isNameOptional ? 'checkout:problems.payer.nameRequired' : null;
  }
  if (value.trim() === '') return 'checkout:problems.payer.emailRequired';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'checkout:problems.payer.emailInvalid';
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

const cardProblem = (problem: CardProblem | null): FieldProblem | null =>
  problem === null ? null : `checkout:problems.card.${problem}`;

/** The problem of one card field, or `null` (Luhn and length, expiry not past, 3–4 digit CVV). */
export function cardFieldProblem(
  key: keyof CardValues,
  value: string,
  now: Date = new Date(),
): FieldProblem | null {
  switch (key) {
    case 'number':
      return cardProblem(cardNumberProblem(value));
    case 'expiry':
      return cardProblem(expiryProblem(value, now));
    case 'cvc':
      return cardProblem(cvvProblem(value));
    case 'holderName':
      return value.trim() === '' ? 'checkout:problems.card.holderNameRequired' : null;
  }
}

/** Checks the payer's name (unless optional) and email. */
export function validatePayer(
  values: PayerValues,
  options: { isNameOptional?: boolean } = {},
): FieldProblems {
  const problems: FieldProblems = {};
  const name = payerFieldProblem('name', values.name, options);
  const email = payerFieldProblem('email', values.email, options);
  if (name) problems.name = name;
  if (email) problems.email = email;
  return problems;
}

/** Checks every card field. */
export function validateCard(values: CardValues, now: Date = new Date()): FieldProblems {
  const problems: FieldProblems = {};
  for (const key of ['number', 'expiry', 'cvc', 'holderName'] as const) {
    const problem = cardFieldProblem(key, values[key], now);
    if (problem) problems[cardFieldKey(key)] = problem;
  }
  return problems;
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
 * Splits a server's `error.fields` into messages for form fields and the rest (shown as a banner),
 * as the server wrote them (in English).
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

/** The first field (in display order) that has an error or a problem. */
export function firstErrorField(errors: FieldErrors | FieldProblems): FieldKey | null {
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
