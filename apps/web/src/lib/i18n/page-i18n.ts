/**
 * What a payer page writes in its payer's language (docs/i18n.md): the {@link Translate} function
 * over the page's compiled texts, and money and dates formatted for the locale. Provided around
 * every payer page (`app/payer-pages.tsx`) from the locale and texts the server put in the page, and
 * in English around the dashboard, which shows some of the same pieces (the wallet's card deposit).
 * @module
 */
import { createContext, useContext } from 'react';
import {
  formatDateTimeForLocale,
  formatDayForLocale,
  formatMoneyForLocale,
} from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { translatorFor, type CompiledMessages, type Translate } from '@malipo/contracts/i18n/translator';

/** A page's language: its locale, its translator and its formats. */
export interface PageI18n {
  locale: Locale;
  t: Translate;
  /** `amountMinor` (integer minor units of ISO 4217 `currency`) as the locale writes it: `$100.00`, `100,00 $US`. */
  money: (amountMinor: number, currency: string) => string;
  /** The instant `iso` as a date and time in the IANA `timeZone` (UTC by default): `23 novembre 2026 à 11:30 UTC`. */
  dateTime: (iso: string, timeZone?: string) => string;
  /** The UTC calendar day of `iso`: `2026-11-24` in English, `24 novembre 2026` in French. */
  day: (iso: string) => string;
}

/** The {@link PageI18n} of `locale` over `messages` (compiled for it by `compileMessages`). */
export function pageI18n(locale: Locale, messages: CompiledMessages): PageI18n {
  return {
    locale,
    t: translatorFor(locale, messages),
    money: (amountMinor, currency) => formatMoneyForLocale(amountMinor, currency, locale),
    dateTime: (iso, timeZone = 'UTC') => formatDateTimeForLocale(iso, timeZone, locale),
    day: (iso) => formatDayForLocale(iso, locale),
  };
}

/** The language of the page being rendered; `null` until a provider gives one. */
export const PageI18nContext = createContext<PageI18n | null>(null);

/**
 * The language of the page being rendered.
 * @throws Error outside a {@link PageI18nContext} provider (a payer page or the dashboard).
 */
export function useI18n(): PageI18n {
  const i18n = useContext(PageI18nContext);
  if (!i18n) throw new Error('useI18n needs a PageI18nContext provider');
  return i18n;
}
