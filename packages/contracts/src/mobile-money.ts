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
 * A code has two or three digits: where an operator holds only part of a two-digit block, its
 * three-digit codes are listed (Kenya's `740`–`743`, `745`, …, where `744` and `747` are other
 * operators'). No code of one provider begins another's in the same country.
 *
 * The codes are those the numbering plan gave each operator. A number ported to another operator
 * keeps its code, so it is refused for its new operator (Kenya, Tanzania and Ghana have number
 * portability). A range given to an operator after its source was read is refused until it is
 * added here: regulators keep giving the operators new ones (Safaricom's `14` and `18` are recent).
 *
 * - Rwanda (+250): MTN 78, 79; Airtel 72, 73 — the national numbering plan of the Rwanda Utilities
 *   Regulatory Authority (RURA), read in published summaries of it, not in the plan itself; the
 *   carrier data of libphonenumber release 9.0.35 (July 2026) agrees.
 * - Tanzania (+255): M-Pesa is Vodacom's, 72, 74, 75, 76, 79; Airtel 66, 68, 69, 78 — the National
 *   Numbering Plan of the Tanzania Communications Regulatory Authority (TCRA), read in published
 *   summaries and operator prefix lists, with Vodacom's 72 and 79 and Airtel's 66 from the carrier
 *   data of libphonenumber release 9.0.35 (July 2026). The summaries disagree on 69 (Airtel or
 *   Halotel); it stays with Airtel, as in that carrier data, so that no Airtel payer is refused.
 * - Kenya (+254): M-Pesa is Safaricom's, 11, 14, 18, 70, 71, 72, 740–743, 745, 746, 748, 749,
 *   757–759, 768, 769, 79; Airtel 10, 73, 750–756, 761, 762, 78 — the carrier data of
 *   libphonenumber release 9.0.35 (July 2026); published Kenyan operator prefix lists agree, some
 *   lacking the newest codes. The other codes are Telkom's (77, 120), Equitel's (763–766) and
 *   smaller operators' (744, 747, 760, 767).
 * - Ghana (+233): MTN 24, 25, 53, 54, 55, 59; AT, formerly AirtelTigo, offered as Airtel, 23, 26,
 *   27, 56, 57 — the carrier data of libphonenumber release 9.0.35 (July 2026); Ghanaian operator
 *   prefix lists agree. Telecel (20, 50) and Expresso (28) are the others.
 * - Uganda: country only. MTN's and Airtel's codes are in the same carrier data, but it gained ten
 *   new ones of theirs between 2025 and mid-2026 (MTN 790–794, 724, 737; Airtel 795, 730, 731), so
 *   a list would soon refuse the numbers of a new range.
 * - Nigeria: country only. MTN's and Airtel's codes are sourced, but their wallets are payment
 *   service banks (MoMo PSB, SmartCash PSB), and no source says they are held only on their own
 *   operator's numbers; some codes are also split at their fourth digit (`702` among six operators).
 * - South Africa: country only. MTN's MoMo is the only one of these wallets there (Vodacom closed
 *   M-Pesa in 2016, Airtel has no network), and the announcements of its 2020 relaunch say both
 *   that it is open to all consumers and that it is for MTN customers, so MTN's codes may not bound
 *   its wallets.
 */
export const OPERATOR_PREFIXES: Partial<
  Record<MobileMoneyCountry, Partial<Record<MobileMoneyProvider, readonly string[]>>>
> = {
  RW: { mtn: ['78', '79'], airtel: ['72', '73'] },
  TZ: { mpesa: ['72', '74', '75', '76', '79'], airtel: ['66', '68', '69', '78'] },
  KE: {
    mpesa: [
      '11',
      '14',
      '18',
      '70',
      '71',
      '72',
      '740',
      '741',
      '742',
      '743',
      '745',
      '746',
      '748',
      '749',
      '757',
      '758',
      '759',
      '768',
      '769',
      '79',
    ],
    airtel: ['10', '73', '750', '751', '752', '753', '754', '755', '756', '761', '762', '78'],
  },
  GH: { mtn: ['24', '25', '53', '54', '55', '59'], airtel: ['23', '26', '27', '56', '57'] },
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
 * True when `nationalNumber` of `country` (its digits after the country code) begins with one of
 * `provider`'s codes, of whatever length ({@link OPERATOR_PREFIXES}); always in a country without
 * prefixes to check.
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
