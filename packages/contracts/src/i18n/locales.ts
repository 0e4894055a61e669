/**
 * The languages Malipo speaks to payers and how one is chosen for a request
 * (docs/i18n.md#choosing-a-language). Locales are BCP 47 primary language subtags; regional tags
 * such as `fr-CI` fall back to their language.
 * @module
 */
import Negotiator from 'negotiator';

/** Every locale with a complete message catalogue, in order of preference when a client accepts any. */
export const SUPPORTED_LOCALES = ['en', 'fr'] as const;

/** A supported locale: a BCP 47 primary language subtag (`en`, `fr`). */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The locale used when nothing the client sent names a supported one (docs/i18n.md#choosing-a-language). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether `value` is exactly one of {@link SUPPORTED_LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to answer in (docs/i18n.md#choosing-a-language): `requested` (an explicit choice such as
 * `?lang=`, trimmed and lower-cased) when it is supported, else the best match of `acceptLanguage`
 * (an HTTP `Accept-Language` value; `fr-FR`, `fr-CI` and `fr;q=0.9` all match `fr`, quality values
 * are honoured), else {@link DEFAULT_LOCALE}. Never throws: malformed input falls through to the next rule.
 */
export function negotiateLocale({
  acceptLanguage,
  requested,
}: {
  acceptLanguage?: string | undefined;
  requested?: string | undefined;
}): Locale {
  const explicit = requested?.trim().toLowerCase();
  if (isLocale(explicit)) return explicit;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(SUPPORTED_LOCALES);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
