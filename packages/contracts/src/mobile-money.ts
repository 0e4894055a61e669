/**
 * Phone numbers for mobile money: validated for the chosen country with libphonenumber-js, and for
 * the chosen provider by its mobile prefixes where they are known ({@link OPERATOR_PREFIXES}), and
 * sent as E.164 (`+250788123456`). The providers and countries are in `mobile-money-options.ts`.
 * @module
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { MobileMoneyCountry, MobileMoneyProvider } from './mobile-money-options';

/**
 * The national destination codes (the digits after the country code, without the trunk `0`) of each
 * provider's mobile numbers, for the countries whose operators' ranges could be sourced. A country
 * listed here lists every provider Malipo offers there; a provider it does not list has no wallets
 * in that country. A country not listed is checked by country only.
 *
 * The codes are those the numbering plan gave each operator. A number ported to another operator
 * keeps its code, so it is refused for its new operator (Tanzania has number portability).
 *
 * - Rwanda (+250): MTN 78, 79; Airtel 72, 73 — the national numbering plan of the Rwanda Utilities
 *   Regulatory Authority (RURA), read in published summaries of it, not in the plan itself.
 * - Tanzania (+255): M-Pesa is Vodacom's, 74, 75, 76; Airtel 68, 69, 78 — the National Numbering
 *   Plan of the Tanzania Communications Regulatory Authority (TCRA), read in published summaries
 *   and operator prefix lists. Those disagree on 69 (Airtel or Halotel); it stays with Airtel so
 *   that no Airtel payer is refused.
 * - Kenya, Uganda, Ghana, Nigeria, South Africa: country only. No complete list of Safaricom's
 *   codes (Kenya), of MTN's newer and Airtel's codes (Uganda), or of the Ghanaian, Nigerian and
 *   South African operators' codes could be sourced, and a partial list would refuse real payers.
 */
export const OPERATOR_PREFIXES: Partial<
  Record<MobileMoneyCountry, Partial<Record<MobileMoneyProvider, readonly string[]>>>
> = {
  RW: { mtn: ['78', '79'], airtel: ['72', '73'] },
  TZ: { mpesa: ['74', '75', '76'], airtel: ['68', '69', '78'] },
};

/**
 * The English of each refusal: the same words as `checkout:problems.mobileMoney.*` in the message
 * catalogues, so a refused payer form shows them translated (docs/i18n.md#what-is-translated).
 */
export const PHONE_PROBLEM_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Enter a valid phone number for the selected country',
  notProvider: {
    mtn: 'This is not an MTN Mobile Money number. Check the number or choose another provider.',
    airtel: 'This is not an Airtel Money number. Check the number or choose another provider.',
    mpesa: 'This is not an M-Pesa number. Check the number or choose another provider.',
  },
} as const satisfies {
  required: string;
  invalid: string;
  notProvider: Record<MobileMoneyProvider, string>;
};

/** Why a number was refused: empty, not a number of the country, or not one of the provider's. */
export type PhoneProblem = 'required' | 'invalid' | 'not_provider';

function isKnownProvider(id: string): id is MobileMoneyProvider {
  return Object.hasOwn(PHONE_PROBLEM_MESSAGES.notProvider, id);
}

/**
 * True when `nationalNumber` of `country` may belong to `provider`: always in a country without
 * prefixes to check ({@link OPERATOR_PREFIXES}).
 */
function isProviderNumber(
  nationalNumber: string,
  country: MobileMoneyCountry,
  provider: MobileMoneyProvider,
): boolean {
  const byProvider = OPERATOR_PREFIXES[country];
  if (!byProvider) return true;
  return (byProvider[provider] ?? []).some((prefix) => nationalNumber.startsWith(prefix));
}

/**
 * Validates `text` as a phone number of `country` and, when `provider` (a `MobileMoneyProvider` id)
 * is given, as one of that provider's numbers ({@link OPERATOR_PREFIXES}; an unknown id is not
 * checked). Returns the E.164 form, or the problem and its English message
 * ({@link PHONE_PROBLEM_MESSAGES}).
 */
export function normalizePhone(
  text: string,
  country: MobileMoneyCountry,
  provider?: string,
): { ok: true; e164: string } | { ok: false; problem: PhoneProblem; message: string } {
  if (text.trim() === '') return { ok: false, problem: 'required', message: PHONE_PROBLEM_MESSAGES.required };
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== country) {
    return { ok: false, problem: 'invalid', message: PHONE_PROBLEM_MESSAGES.invalid };
  }
  if (provider && isKnownProvider(provider) && !isProviderNumber(parsed.nationalNumber, country, provider)) {
    return { ok: false, problem: 'not_provider', message: PHONE_PROBLEM_MESSAGES.notProvider[provider] };
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
