/**
 * The thank-you messages a link gets when its merchant writes none (docs/product.md#constants).
 * Stored on the link in English; a payer page in another language shows its own words for them
 * instead (docs/i18n.md#what-is-translated). Free of dependencies, so payer pages can compare with them.
 * @module
 */

/** A payment link's default thank-you message. */
export const DEFAULT_PAYMENT_THANK_YOU = 'Thank you for your payment!';
/** A donation link's default thank-you message. */
export const DEFAULT_DONATION_THANK_YOU = 'Thank you for your donation!';
/** A subscription link's default thank-you message. */
export const DEFAULT_SUBSCRIPTION_THANK_YOU = 'Thank you for subscribing!';

/** Each default thank-you message, to the kind of link it belongs to. */
export const DEFAULT_THANK_YOU_KINDS: Record<string, 'payment' | 'donation' | 'subscription'> = {
  [DEFAULT_PAYMENT_THANK_YOU]: 'payment',
  [DEFAULT_DONATION_THANK_YOU]: 'donation',
  [DEFAULT_SUBSCRIPTION_THANK_YOU]: 'subscription',
};
