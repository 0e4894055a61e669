/**
 * Card field checks used by the payer pages (messages next to each field) and by the sandbox
 * provider's tokenization endpoint: Luhn and length via `card-validator`, expiry not in the past,
 * CVV of 3–4 digits (docs/product.md#validation lengths: number ≤ 19 digits, expiry MM/YY, CVV ≤ 4).
 * No zod here so payer pages stay light.
 * @module
 */
import cardValidator from 'card-validator';

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

/** Returns an error message for a card number, or `null` when it is valid (Luhn + known length). */
export function cardNumberError(text: string): string | null {
  const digits = cardDigits(text);
  if (digits.length === 0) return 'Card number is required';
  return cardValidator.number(digits).isValid ? null : 'Enter a valid card number';
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
 * Returns an error message for an expiry "MM/YY", or `null` when valid. A card is valid through
 * the last day of its expiry month. `now` is injectable for tests.
 */
export function expiryError(text: string, now: Date = new Date()): string | null {
  if (text.trim() === '') return 'Expiry date is required';
  const expiry = parseExpiry(text);
  if (!expiry) return 'Use MM/YY';
  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonthIndex = expiry.year * 12 + (expiry.month - 1);
  if (expiryMonthIndex < currentMonthIndex) return 'This card has expired';
  if (expiryMonthIndex > currentMonthIndex + 20 * 12) return 'Enter a valid expiry date';
  return null;
}

/** Returns an error message for a CVV, or `null` when it is 3 or 4 digits. */
export function cvvError(text: string): string | null {
  if (text.trim() === '') return 'CVV is required';
  return /^\d{3,4}$/.test(text.trim()) ? null : 'CVV must be 3 or 4 digits';
}
