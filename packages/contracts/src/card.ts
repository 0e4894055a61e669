/**
 * Card field checks used by the payer pages (messages next to each field) and by the sandbox
 * provider's tokenization endpoint: Luhn and length via `card-validator`, expiry not in the past,
 * CVV of 3–4 digits (docs/product.md#validation lengths: number ≤ 19 digits, expiry MM/YY, CVV ≤ 4).
 * Each check names its {@link CardProblem}: payer pages show it in the payer's language
 * (`checkout:problems.card.<problem>`), the API in English ({@link CARD_PROBLEM_TEXTS}).
 * No zod here so payer pages stay light.
 * @module
 */
import cardValidator from 'card-validator';

/**
 * What is wrong with a card field, in English: the API's field messages and the English catalogue's
 * `checkout:problems.card` (docs/i18n.md#message-catalogues).
 */
export const CARD_PROBLEM_TEXTS = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Enter a valid card number',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Use MM/YY',
  expired: 'This card has expired',
  expiryInvalid: 'Enter a valid expiry date',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'CVV must be 3 or 4 digits',
} as const;

/** What is wrong with a card number, expiry or CVV. */
export type CardProblem = keyof typeof CARD_PROBLEM_TEXTS;

const inEnglish = (problem: CardProblem | null): string | null =>
  problem === null ? null : CARD_PROBLEM_TEXTS[problem];

/** Keeps digits only: "4242 4242-4242 4242" → "4242424242424242". */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Groups digits in fours for display while typing, at most 19 digits (docs/product.md#validation). */
export function formatCardNumberInput(text: string): string {
  return cardDigits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Formats typed expiry digits as MM/YY. */
export function formatExpiryInput(text: string): string {
  const digits = cardDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** What is wrong with a card number, or `null` when it is valid (Luhn + known length). */
export function cardNumberProblem(text: string): CardProblem | null {
  const digits = cardDigits(text);
  if (digits.length === 0) return 'numberRequired';
  return cardValidator.number(digits).isValid ? null : 'numberInvalid';
}

/** {@link cardNumberProblem} in English, or `null` when the number is valid. */
export function cardNumberError(text: string): string | null {
  return inEnglish(cardNumberProblem(text));
}

/** Card brand key ("visa", "mastercard", …) or `"unknown"`. */
export function cardBrand(text: string): string {
  return cardValidator.number(cardDigits(text)).card?.type ?? 'unknown';
}

/** Parsed expiry: month 1–12, four-digit year; `null` when the text is not a valid MM/YY. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * What is wrong with an expiry "MM/YY", or `null` when valid. A card is valid through the last day
 * of its expiry month. `now` is injectable for tests.
 */
export function expiryProblem(text: string, now: Date = new Date()): CardProblem | null {
  if (text.trim() === '') return 'expiryRequired';
  const expiry = parseExpiry(text);
  if (!expiry) return 'expiryFormat';
  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonthIndex = expiry.year * 12 + (expiry.month - 1);
  if (expiryMonthIndex < currentMonthIndex) return 'expired';
  if (expiryMonthIndex > currentMonthIndex + 20 * 12) return 'expiryInvalid';
  return null;
}

/** {@link expiryProblem} in English, or `null` when the expiry is valid. */
export function expiryError(text: string, now: Date = new Date()): string | null {
  return inEnglish(expiryProblem(text, now));
}

/** What is wrong with a CVV, or `null` when it is 3 or 4 digits. */
export function cvvProblem(text: string): CardProblem | null {
  if (text.trim() === '') return 'cvvRequired';
  return /^\d{3,4}$/.test(text.trim()) ? null : 'cvvInvalid';
}

/** {@link cvvProblem} in English, or `null` when the CVV is valid. */
export function cvvError(text: string): string | null {
  return inEnglish(cvvProblem(text));
}
