/**
 * The languages Malipo speaks to payers (docs/i18n.md#choosing-a-language): BCP 47 primary language
 * subtags, with how a payer names their choice (`?lang=` and the cookie that keeps it). Free of
 * dependencies, so the payer pages' browser code can use it; the server negotiates a request's
 * locale with `negotiate-locale.ts`.
 * @module
 */

/** Every locale with a complete message catalogue, in order of preference when a client accepts any. */
export const SUPPORTED_LOCALES = ['en', 'fr'] as const;

/** A supported locale: a BCP 47 primary language subtag (`en`, `fr`). */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The locale used when nothing the client sent names a supported one (docs/i18n.md#choosing-a-language). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each locale's name in its own language, as the payer pages' language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** The query parameter a payer page's language switch links with (`?lang=fr`). */
export const LOCALE_PARAM = 'lang';

/** The cookie that keeps a payer's choice of language across payer pages (docs/i18n.md#choosing-a-language). */
export const LOCALE_COOKIE = 'malipo_lang';

/** Whether `value` is exactly one of {@link SUPPORTED_LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
