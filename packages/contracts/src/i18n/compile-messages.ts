/**
 * Compiles the catalogues' ICU MessageFormat texts into what Lingui's runtime reads
 * (docs/i18n.md#message-catalogues), once per locale and namespace. Used where the message parser
 * may be: the server (receipts, emails, the payer pages it renders and sends with their texts) and
 * the dashboard; the payer pages' browser code receives compiled texts instead.
 * @module
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { translatorFor, type CompiledMessages, type Namespace, type Translate } from './translator';

/** Every catalogue, by locale. */
const CATALOGUES = { en, fr } satisfies Record<Locale, object>;

/** Every namespace of the catalogues. */
export const NAMESPACES = Object.keys(en) as Namespace[];

/**
 * Every text of `tree` as `[dotted path, text]`, in the catalogue's order; `prefix` is put before
 * each path. Throws a `TypeError` on a leaf that is not a string.
 */
export function catalogueEntries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (value !== null && typeof value === 'object') return catalogueEntries(value, `${prefix}${key}.`);
    throw new TypeError(`${prefix}${key} is not a text`);
  });
}

const compiled = new Map<string, CompiledMessages>();

function compileNamespace(locale: Locale, namespace: Namespace): CompiledMessages {
  const cacheKey = `${locale}:${namespace}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    messages = Object.fromEntries(
      catalogueEntries(CATALOGUES[locale][namespace], `${namespace}:`).map(([key, text]) => [
        key,
        compileMessage(text),
      ]),
    );
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/**
 * The texts of `namespaces` (all by default) in `locale`, compiled and keyed by message key
 * (`checkout:pay`). Throws when a text is not valid ICU MessageFormat.
 */
export function compileMessages(
  locale: Locale,
  namespaces: readonly Namespace[] = NAMESPACES,
): CompiledMessages {
  return Object.assign(
    {},
    ...namespaces.map((namespace) => compileNamespace(locale, namespace)),
  ) as CompiledMessages;
}

const translators = new Map<Locale, Translate>();

/** The {@link Translate} function for `locale` over every namespace, built once per locale and reused. */
export function createTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translatorFor(locale, compileMessages(locale));
    translators.set(locale, t);
  }
  return t;
}
