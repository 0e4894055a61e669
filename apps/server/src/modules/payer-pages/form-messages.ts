/**
 * The words of a refused payer form (docs/i18n.md#what-is-translated): the server's own messages come
 * from the catalogues, and a refusal is shown in the payer's language — every message the public API
 * or the form wrote that the catalogues hold in English is replaced by its translation (the field
 * checks of the page's own code say the same words, e.g. "Enter a valid email address"). A message
 * the catalogues do not hold stays as the API wrote it.
 * @module
 */
import { catalogueEntries, createTranslator, NAMESPACES } from '@malipo/contracts/i18n/compile-messages';
import { DEFAULT_LOCALE, type Locale } from '@malipo/contracts/i18n/locales';
import { en } from '@malipo/contracts/i18n/messages/en';
import type { PayerFormState } from '@malipo/contracts/payer-pages';

/** The server's own form messages, in English: the form's code refuses in English, like the API. */
export const english = createTranslator('en');

/** Each English text without placeholders, to the key of its first appearance in the catalogues. */
const KEY_OF_ENGLISH = new Map<string, string>();
for (const namespace of NAMESPACES) {
  for (const [key, text] of catalogueEntries(en[namespace], `${namespace}:`)) {
    if (!text.includes('{') && !KEY_OF_ENGLISH.has(text)) KEY_OF_ENGLISH.set(text, key);
  }
}

/** `form`'s messages in `locale` where the catalogues hold them; English needs nothing. */
export function refusalIn(form: PayerFormState, locale: Locale): PayerFormState {
  if (locale === DEFAULT_LOCALE) return form;
  // Keys from the catalogues' own entries, all without placeholders.
  const t = createTranslator(locale) as (key: string) => string;
  const translate = (text: string) => {
    const key = KEY_OF_ENGLISH.get(text);
    return key ? t(key) : text;
  };
  return {
    values: form.values,
    errors: Object.fromEntries(Object.entries(form.errors).map(([field, text]) => [field, translate(text)])),
    message: form.message === null ? null : translate(form.message),
  };
}
