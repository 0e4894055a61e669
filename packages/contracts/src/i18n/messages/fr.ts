/**
 * The French message catalogue, typed against the English source (docs/i18n.md#message-catalogues):
 * one namespace per file under `fr/`. Written for payers in francophone Africa: plain, standard
 * French, with the vocabulary of a French invoice and of French checkout pages.
 * @module
 */
import type { Messages } from './en';
import { checkout } from './fr/checkout';
import { donate } from './fr/donate';
import { invoice } from './fr/invoice';
import { paymentStatus } from './fr/payment-status';
import { receipt } from './fr/receipt';
import { storefront } from './fr/storefront';
import { subscribe } from './fr/subscribe';
import { subscriptionEmails } from './fr/subscription-emails';

/** French messages by namespace. */
export const fr = {
  checkout,
  donate,
  invoice,
  paymentStatus,
  receipt,
  storefront,
  subscribe,
  subscriptionEmails,
} as const satisfies Messages;
