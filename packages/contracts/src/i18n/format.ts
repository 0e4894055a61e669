/**
 * Money and dates for display in a payer's locale (docs/i18n.md#formatting). English keeps
 * Malipo's own money format (`formatMoney`: `$100.00`, `RWF 1,300`); French uses `Intl` with the
 * currency's ISO 4217 minor-unit exponent (`100,00 €`, `1 300 RWF`, grouped with narrow no-break
 * spaces). Amounts are integers in minor units, turned into exact decimal strings before `Intl`
 * sees them (docs/money.md#minor-units).
 * @module
 */
import { currencyExponent } from '../currencies';
import { formatMoney, minorToDecimalString } from '../money';
import type { Locale } from './locales';

/** The BCP 47 tag `Intl` formats each locale with (docs/i18n.md#formatting). */
export const INTL_LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

const numberFormats = new Map<string, Intl.NumberFormat>();

function intlMoney(amountMinor: number, currency: string, tag: string): string {
  const cacheKey = `${tag}:${currency}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    const exponent = currencyExponent(currency);
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    numberFormats.set(cacheKey, format);
  }
  // A decimal string is formatted exactly, with no float rounding of large amounts.
  return format.format(minorToDecimalString(amountMinor, currency) as `${number}`);
}

/**
 * `amountMinor` (an integer in minor units of the ISO 4217 `currency`; negative for outgoing) as
 * `locale` writes it (docs/i18n.md#formatting): `en` exactly as `formatMoney` (`$100.00`,
 * `RWF 1,300`, `-$12.00`); `fr` as `Intl` in `fr-FR` with the currency's own decimals (`100,00 €`,
 * `1 300 RWF`, `-12,00 $US`). Throws a `RangeError` for a currency code `Intl` rejects.
 */
export function formatMoneyForLocale(amountMinor: number, currency: string, locale: Locale): string {
  switch (locale) {
    case 'en':
      return formatMoney(amountMinor, currency);
    case 'fr':
      return intlMoney(amountMinor, currency, INTL_LOCALE_TAGS.fr);
    default: {
      const unhandled: never = locale;
      throw new Error(`No money format for locale ${String(unhandled)}`);
    }
  }
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The instant `iso` (ISO 8601) as a date and time in the IANA `timeZone` (UTC when the zone is
 * unknown), written the way `locale` does (docs/i18n.md#formatting): `23 November 2026 at 11:30 GMT+2`,
 * `23 novembre 2026 à 11:30 UTC+2`.
 */
export function formatDateTimeForLocale(iso: string, timeZone: string, locale: Locale): string {
  const tag = INTL_LOCALE_TAGS[locale];
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(tag, { ...DATE_TIME_OPTIONS, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(tag, { ...DATE_TIME_OPTIONS, timeZone: 'UTC' }).format(date);
  }
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The UTC calendar day of `date` (a `Date` or an ISO 8601 string), written the way `locale` does
 * (docs/i18n.md#formatting): `en` as ISO `2026-11-24`, as the subscription emails always have; `fr`
 * as `Intl` in `fr-FR` with the long date style, `24 novembre 2026`.
 */
export function formatDayForLocale(date: Date | string, locale: Locale): string {
  const instant = typeof date === 'string' ? new Date(date) : date;
  switch (locale) {
    case 'en':
      return instant.toISOString().slice(0, 10);
    case 'fr': {
      let format = dayFormats.get(locale);
      if (!format) {
        format = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
        dayFormats.set(locale, format);
      }
      return format.format(instant);
    }
    default: {
      const unhandled: never = locale;
      throw new Error(`No day format for locale ${String(unhandled)}`);
    }
  }
}

/**
 * An amount as a person typed it in `locale`, rewritten for `parseAmountToMinor` (which reads `.`
 * as the decimal point and drops other separators; docs/i18n.md#formatting). English is unchanged
 * (`1,200.50`). French writes the decimal comma and groups with spaces or dots (`1 200,50`,
 * `1.200,50`, `1.000`): spaces go; with a comma the dots are groups and the comma is the decimal
 * point; without one, dots are groups when every one is followed by exactly three digits (`1.000`,
 * `1.000.000`), else a dot is the decimal point (`10.50`, `1.5`), as a phone keypad types it.
 */
export function amountInputForParsing(text: string, locale: Locale): string {
  switch (locale) {
    case 'en':
      return text;
    case 'fr': {
      const compact = text.replace(/[\s\u00a0\u202f]/g, '');
      if (compact.includes(',')) return compact.replace(/\./g, '').replace(',', '.');
      return /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, '') : compact;
    }
    default: {
      const unhandled: never = locale;
      throw new Error(`No amount input rule for locale ${String(unhandled)}`);
    }
  }
}
