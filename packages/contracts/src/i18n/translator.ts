/**
 * Typed message lookup over i18next (docs/i18n.md#message-catalogues): one i18next instance per
 * locale, initialised synchronously from the bundled catalogues — no backend, no network.
 * @module
 */
import { createInstance } from 'i18next';
import type { Locale } from './locales';
import { DEFAULT_LOCALE } from './locales';
import { en } from './messages/en';
import { fr } from './messages/fr';

type English = typeof en;
type Namespace = keyof English & string;

type LeafPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type AtPath<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? AtPath<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

type Placeholders<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Every message key: `<namespace>:<dotted path>`, e.g. `receipt:facts.paidTo`. */
export type MessageKey = { [N in Namespace]: LeafPaths<English[N], `${N}:`> }[Namespace];

/** The English text of `Key`, whose `{{placeholders}}` decide the values a call must pass. */
type EnglishText<Key extends MessageKey> = Key extends `${infer N}:${infer Path}`
  ? N extends Namespace
    ? AtPath<English[N], Path>
    : never
  : never;

/** The values argument of {@link Translate} for `Key`: none without placeholders, else one per placeholder. */
export type MessageValues<Key extends MessageKey> = [Placeholders<EnglishText<Key>>] extends [never]
  ? []
  : [values: Record<Placeholders<EnglishText<Key>>, string | number>];

/**
 * Translates `key` into the translator's locale, filling `{{placeholders}}` from `values`. Values are
 * inserted as they are, unescaped: whoever renders HTML escapes the result.
 */
export type Translate = <Key extends MessageKey>(key: Key, ...values: MessageValues<Key>) => string;

const RESOURCES = { en, fr } satisfies Record<Locale, English | typeof fr>;
const translators = new Map<Locale, Translate>();

/**
 * The {@link Translate} function for `locale`, built once per locale and reused. A key missing from
 * the locale's catalogue (only possible if the types are bypassed) falls back to English.
 */
export function createTranslator(locale: Locale): Translate {
  const cached = translators.get(locale);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(RESOURCES),
    ns: Object.keys(en),
    defaultNS: false,
    resources: RESOURCES,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t: Translate = (key, ...values) => instance.t(key, values[0] ?? {});
  translators.set(locale, t);
  return t;
}
