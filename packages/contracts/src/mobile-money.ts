/**
 * Phone numbers for mobile money: validated for the chosen country with libphonenumber-js and sent
 * as E.164 (`+250788123456`). The providers and countries are in `mobile-money-options.ts`.
 * @module
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { MobileMoneyCountry } from './mobile-money-options';

/**
 * Validates `text` as a phone number of `country`. Returns the E.164 form, or an error message.
 */
export function normalizePhone(
  text: string,
  country: MobileMoneyCountry,
): { ok: true; e164: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: 'Phone number is required' };
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== country) {
    return { ok: false, message: 'Enter a valid phone number for the selected country' };
  }
  return { ok: true, e164: parsed.number };
}

/** Masks an E.164 number for display, keeping the country code and last 3 digits: `+250 ••• ••• 123`. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const last = e164.slice(-3);
  return parsed ? `+${parsed.countryCallingCode} ••• ••• ${last}` : `••• ${last}`;
}

/**
 * An international phone number (with its `+` country code) in E.164, or `null` when it is not a
 * valid number. Used to find a Malipo user by phone.
 */
export function parseInternationalPhone(text: string): string | null {
  const phone = parsePhoneNumberFromString(text.trim());
  return phone?.isValid() ? phone.number : null;
}
