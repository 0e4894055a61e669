/**
 * The English message catalogue, the source every other language is typed against
 * (docs/i18n.md#message-catalogues): one namespace per file under `en/`. Texts are ICU
 * MessageFormat: `{name}` marks a value the caller passes, `{count, plural, one {…} other {…}}`
 * chooses by number.
 * @module
 */
import { checkout } from './en/checkout';
import { donate } from './en/donate';
import { invoice } from './en/invoice';
import { paymentStatus } from './en/payment-status';
import { receipt } from './en/receipt';
import { storefront } from './en/storefront';
import { subscribe } from './en/subscribe';
import { subscriptionEmails } from './en/subscription-emails';

/** English messages by namespace. */
export const en = {
  checkout,
  donate,
  invoice,
  paymentStatus,
  receipt,
  storefront,
  subscribe,
  subscriptionEmails,
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every catalogue must have: the keys of {@link en} with any text, so a language that
 * misses or adds a key fails to compile.
 */
export type Messages = Widen<typeof en>;
