/**
 * Typed message lookup over Lingui (docs/i18n.md#message-catalogues), from catalogues already
 * compiled (`compile-messages.ts`): the server compiles them, and the payer pages receive the
 * compiled texts of their own language inside the page, so the browser carries Lingui's small
 * runtime and no message parser (docs/decisions/0006-lingui-for-payer-languages.md).
 * @module
 */
import { setupI18n, type Messages as CompiledCatalogue } from '@lingui/core';
import type { en } from './messages/en';
import type { Locale } from './locales';

type English = typeof en;

/** A namespace of the catalogues: one area of what Malipo writes to payers (`checkout`, `receipt`…). */
export type Namespace = keyof English & string;

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

/** The argument an ICU `{…}` names: `name` in `{name}` and in `{name, plural, …}`. */
type ArgumentName<Body extends string> = Body extends `${infer Name},${string}` ? Name : Body;

/**
 * The arguments of an ICU MessageFormat text. A plural's branches (`{# item}`) hold spaces or `#`
 * and are not arguments; a branch must therefore not be a bare word.
 */
type Placeholders<Text> = Text extends `${string}{${infer Body}}${infer Rest}`
  ? | (ArgumentName<Body> extends `${string}${' ' | '#'}${string}` ? never : ArgumentName<Body>)
    | Placeholders<Rest>
  : never;

/** Every message key: `<namespace>:<dotted path>`, e.g. `receipt:facts.paidTo`. */
export type MessageKey = { [N in Namespace]: LeafPaths<English[N], `${N}:`> }[Namespace];

/** The English text of `Key`, whose `{placeholders}` decide the values a call must pass. */
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
 * Translates `key` into the translator's locale, filling `{placeholders}` from `values`. Values are
 * inserted as they are, unescaped: whoever renders HTML escapes the result.
 */
export type Translate = <Key extends MessageKey>(key: Key, ...values: MessageValues<Key>) => string;

/**
 * Compiled texts by {@link MessageKey}, as Lingui's runtime reads them (plain JSON: strings and
 * arrays), for one locale and some namespaces (`compileMessages`).
 */
export type CompiledMessages = CompiledCatalogue;

/**
 * The {@link Translate} function for `locale` over `messages` (compiled for that locale). A key
 * missing from `messages` translates to the key itself, which the catalogue tests make impossible
 * for a complete catalogue (docs/i18n.md#message-catalogues).
 */
export function translatorFor(locale: Locale, messages: CompiledMessages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (key, ...values) => i18n._(key, values[0]);
}
