/**
 * The storefront's cart: taken from the page's address when it carries one (a form sent without
 * JavaScript, `lib/cart-address.ts`), else restored from storage (so it survives a reload); priced
 * from the catalogue as last read, saved on every change.
 * @module
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { CatalogueItem } from '@malipo/contracts/catalogues';
import {
  addOne,
  availableCart,
  cartLines,
  cartTotalMinor,
  EMPTY_CART,
  removeOne,
  type Cart,
} from '../lib/cart';
import { forgetAddressCart } from '../lib/cart-address';
import { loadCart, saveCart } from '../lib/cart-storage';

/**
 * The cart of `catalogueId`. `items` is the catalogue's products (`null` while loading: the stored
 * cart is then left untouched). `addressCart` is the cart the page's address carries, or `null`:
 * it wins — the first render (the server's, and the hydration of its HTML) shows it, then it
 * replaces the stored cart and leaves the address. Without one the first render shows an empty
 * cart, as the server did, and the stored cart right after. Lines of products that are gone or out
 * of stock are dropped, and `hasDroppedLines` says so until the cart next changes.
 */
export function useCart(
  catalogueId: string,
  items: readonly CatalogueItem[] | null,
  addressCart: Cart | null,
) {
  // `null` until the stored cart is read (never on the server: storage is the browser's).
  const [restored, setRestored] = useState<Cart | null>(addressCart);
  const cart = restored ?? EMPTY_CART;
  const hasAddressCart = addressCart !== null;
  // Before the browser paints, so a reloaded checkout does not flash an empty cart.
  useLayoutEffect(() => {
    if (hasAddressCart) forgetAddressCart();
    else setRestored((current) => current ?? loadCart(catalogueId));
  }, [catalogueId, hasAddressCart]);
  const lines = useMemo(() => (items ? cartLines(cart, items) : []), [cart, items]);
  const available = useMemo(() => availableCart(lines), [lines]);
  const hasDroppedLines = items !== null && Object.keys(cart).length > lines.length;

  const isRestored = restored !== null;
  useEffect(() => {
    if (items && isRestored) saveCart(catalogueId, available);
  }, [catalogueId, items, available, isRestored]);

  const change = useCallback(
    (update: (cart: Cart, itemId: string) => Cart, itemId: string) => {
      if (!items?.some((item) => item.id === itemId && item.inStock)) return;
      setRestored((current) => update(availableCart(cartLines(current ?? EMPTY_CART, items)), itemId));
    },
    [items],
  );

  return {
    lines,
    totalMinor: cartTotalMinor(lines),
    hasDroppedLines,
    quantityOf: (itemId: string) => available[itemId] ?? 0,
    /** Plus: one more of the product (out-of-stock products cannot be added). */
    add: useCallback((itemId: string) => change(addOne, itemId), [change]),
    /** Minus: one fewer; the line goes at zero. */
    remove: useCallback((itemId: string) => change(removeOne, itemId), [change]),
    /** Empties the cart (after the order is paid). */
    clear: useCallback(() => setRestored(EMPTY_CART), []),
  };
}

/** The cart's state and actions. */
export type CartState = ReturnType<typeof useCart>;
