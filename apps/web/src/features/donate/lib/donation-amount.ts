/**
 * The donation amount a donor picks (docs/product.md#payer-pages, docs/product.md#states, docs/product.md#constants): one of the preset amounts or a custom
 * amount, each clearing the other, in minor units of the campaign's currency (docs/money.md:
 * 25 USD = 2500, 5000 RWF = 5000).
 * @module
 */
import { currencyExponent, currencyPrefix } from '@malipo/contracts/currencies';
import { DONATION_PRESET_AMOUNTS } from '@malipo/contracts/donation-options';
import { amountInputForParsing, INTL_LOCALE_TAGS } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import type { Translate } from '@malipo/contracts/i18n/translator';
import { parseAmountToMinor } from '@malipo/contracts/money';

/** The preset amounts in major units (docs/product.md#constants). */
export const PRESET_AMOUNTS = DONATION_PRESET_AMOUNTS;

/**
 * A preset's button text: in English the currency's prefix and the whole amount (`$25`,
 * `RWF 500`); otherwise the whole amount as `Intl` writes it in `locale` (`25 $US`, `500 RWF`).
 */
export function presetLabel(major: number, currency: string, locale: Locale): string {
  if (locale === 'en') return `${currencyPrefix(currency)}${major}`;
  const options = {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  } as const;
  return new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], options).format(major);
}

/** A preset (major units) or the custom text; choosing one clears the other (docs/product.md#states). */
export type AmountChoice = { kind: 'preset'; major: number } | { kind: 'custom'; text: string };

/** Nothing chosen yet. */
export const NO_AMOUNT: AmountChoice = { kind: 'custom', text: '' };

/** The custom text typed in `locale` as `parseAmountToMinor` reads it (French `10,50` is 10.50). */
function customText(choice: { text: string }, locale: Locale): string {
  return amountInputForParsing(choice.text, locale);
}

/**
 * The chosen amount in minor units of `currency`, the custom text read as `locale` writes numbers,
 * or `null` when it is empty, 0 or not an amount.
 */
export function amountMinorOf(choice: AmountChoice, currency: string, locale: Locale): number | null {
  const text = choice.kind === 'preset' ? String(choice.major) : customText(choice, locale);
  const minor = parseAmountToMinor(text, currency);
  return minor !== null && minor > 0 ? minor : null;
}

/** True when `text` has more significant decimals than `currency` has (`10.5` RWF, `1.005` USD). */
function hasTooManyDecimals(text: string, currency: string): boolean {
  const parts = text.replace(/[^0-9.]/g, '').split('.');
  return parts.length === 2 && (parts[1] ?? '').replace(/0+$/, '').length > currencyExponent(currency);
}

/**
 * What `t` says of a custom amount that cannot be given (0, too many decimals, not an amount), the
 * text read as `locale` writes numbers — in English the words of `amountError` in
 * `@malipo/contracts/money`; `null` while empty or valid.
 */
export function customAmountError(
  choice: AmountChoice,
  currency: string,
  { t, locale }: { t: Translate; locale: Locale },
): string | null {
  if (choice.kind !== 'custom' || choice.text.trim() === '') return null;
  const text = customText(choice, locale);
  const minor = parseAmountToMinor(text, currency);
  if (minor === 0) return t('donate:amount.errors.zero');
  if (minor !== null) return null;
  if (!hasTooManyDecimals(text, currency)) return t('donate:amount.errors.invalid');
  const decimals = currencyExponent(currency);
  return decimals === 0
    ? t('donate:amount.errors.noDecimals', { currency })
    : t('donate:amount.errors.tooManyDecimals', { decimals });
}
