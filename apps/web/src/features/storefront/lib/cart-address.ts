/**
 * The cart in a storefront address (docs/architecture.md#payer-pages, "Forms without JavaScript"):
 * without JavaScript the storefront's form sends the quantities to the checkout as
 * `?qty.{itemId}={quantity}` (`@malipo/contracts/catalogue-cart-fields`), and the checkout keeps them
 * there. The rule with JavaScript: a cart in the address wins over the stored one — it is taken
 * once, saved to storage and removed from the address, so a reload then finds the stored cart.
 * @module
 */
import { quantityEntries, quantityField } from '@malipo/contracts/catalogue-cart-fields';
import { MAX_QUANTITY, type Cart } from './cart';

const WHOLE_NUMBER = /^\d{1,3}$/;

/**
 * The cart `search` (a query string, with or without `?`) carries, or `null` when it has no
 * quantity at all. Quantities of 0, and those that are not whole numbers up to {@link MAX_QUANTITY},
 * are left out.
 */
export function cartFromSearch(search: string): Cart | null {
  const entries = quantityEntries(new URLSearchParams(search));
  if (entries.length === 0) return null;
  const lines = entries
    .filter(([, quantity]) => WHOLE_NUMBER.test(quantity))
    .map(([itemId, quantity]): [string, number] => [itemId, Number(quantity)])
    .filter(([, quantity]) => quantity > 0 && quantity <= MAX_QUANTITY);
  return Object.fromEntries(lines);
}

/** `cart` as a query string (`?qty.{itemId}={quantity}&…`), or `''` when it is empty. */
export function cartSearch(cart: Cart): string {
  const params = new URLSearchParams(
    Object.entries(cart).map(([itemId, quantity]) => [quantityField(itemId), String(quantity)]),
  );
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Removes the cart from the browser's address (keeping the rest), once the page has taken it. */
export function forgetAddressCart(): void {
  const url = new URL(window.location.href);
  for (const [itemId] of quantityEntries(new URLSearchParams(url.search))) {
    url.searchParams.delete(quantityField(itemId));
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
