/**
 * The locale to answer a request in (docs/i18n.md#choosing-a-language), from what the client sent.
 * Server-side: it uses the `negotiator` library for `Accept-Language`.
 * @module
 */
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from './locales';

/** A supported locale named by `value` (trimmed, lower-cased), or `null`. */
function namedLocale(value: string | undefined): Locale | null {
  const named = value?.trim().toLowerCase();
  return isLocale(named) ? named : null;
}

/**
 * The locale to answer in (docs/i18n.md#choosing-a-language), first rule that names a supported
 * one: `requested` (an explicit choice such as `?lang=`), then `stored` (the payer's earlier choice,
 * the `LOCALE_COOKIE` cookie), then the best match of `acceptLanguage` (an HTTP `Accept-Language`
 * value; `fr-FR`, `fr-CI` and `fr;q=0.9` all match `fr`, quality values are honoured), else
 * `DEFAULT_LOCALE`. Never throws: malformed input falls through to the next rule.
 */
export function negotiateLocale({
  acceptLanguage,
  requested,
  stored,
}: {
  acceptLanguage?: string | undefined;
  requested?: string | undefined;
  stored?: string | undefined;
}): Locale {
  const chosen = namedLocale(requested) ?? namedLocale(stored);
  if (chosen) return chosen;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(SUPPORTED_LOCALES);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
