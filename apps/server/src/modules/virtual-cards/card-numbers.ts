/**
 * Virtual card numbers without storing them (docs/payments.md#card-data): the number and the
 * security code are derived from the issuer secret and the card id with HMAC-SHA256, so they can be
 * shown again on demand; the database keeps only an HMAC fingerprint to recognize the number when a
 * payer page tokenizes it. Numbers are 16 digits under Malipo's sandbox BIN and pass Luhn.
 * @module
 */
import { createHmac } from 'node:crypto';

/** The issuer identification number of Malipo's sandbox virtual cards (a Mastercard-range BIN). */
export const VIRTUAL_CARD_BIN = '539983';

function hmac(secret: string, message: string): Buffer {
  return createHmac('sha256', secret).update(message).digest();
}

/** The Luhn check digit completing `payload` (ISO/IEC 7812-1). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The 16-digit card number of card `cardId`. */
export function derivePan(secret: string, cardId: string): string {
  const bytes = hmac(secret, `pan:${cardId}`);
  let digits = VIRTUAL_CARD_BIN;
  for (let i = 0; digits.length < 15; i += 1) digits += String((bytes[i] ?? 0) % 10);
  return digits + luhnCheckDigit(digits);
}

/** The 3-digit security code of card `cardId`. */
export function deriveSecurityCode(secret: string, cardId: string): string {
  const bytes = hmac(secret, `cvc:${cardId}`);
  return String(bytes.readUInt32BE(0) % 1000).padStart(3, '0');
}

/** The fingerprint stored for a card number (HMAC, so it cannot be reversed without the secret). */
export function panFingerprint(secret: string, pan: string): string {
  return hmac(secret, `fingerprint:${pan}`).toString('hex');
}
