/**
 * M-Pesa's timestamps (docs/payments.md#providers): `YYYYMMDDHHmmss` in Kenyan time, East Africa
 * Time (UTC+3, no daylight saving). The M-Pesa Express request's `Timestamp` and the callback's
 * `TransactionDate` take this form
 * (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate); the `Timestamp` is also part of
 * the request's password, so the two must be built from the same text.
 * @module
 */

/** East Africa Time's offset from UTC, in milliseconds. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

const TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** `date` as a Daraja timestamp: 2026-01-15T10:00:00Z → `20260115130000`. */
export function toDarajaTimestamp(date: Date): string {
  const eat = new Date(date.getTime() + EAT_OFFSET_MS);
  return eat.toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/**
 * The moment a Daraja timestamp (a string or, as callbacks send it, a number) names:
 * `20191219102115` → 2019-12-19T07:21:15Z. `null` for anything else, including a date that does
 * not exist (`20190231…`).
 */
export function fromDarajaTimestamp(value: string | number): Date | null {
  const match = TIMESTAMP.exec(String(value));
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
  const asUtc = new Date(iso);
  // A day or hour out of range reads as another moment (or none): such text is not a timestamp.
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString() !== iso) return null;
  return new Date(asUtc.getTime() - EAT_OFFSET_MS);
}
