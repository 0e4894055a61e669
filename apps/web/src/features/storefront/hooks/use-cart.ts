/**
 * The storefront's cart: restored from storage (so it survives a reload), priced from the
 * catalogue as last read, saved on every change.
 * @module
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { loadCart, saveCart } from '../lib/cart-storage';

/**
 * The cart of `catalogueId`. `items` is the catalogue's products (`null` while loading: the stored
 * cart is then left untouched). Lines of products that are gone or out of stock are dropped, and
 * `hasDroppedLines` says so until the cart next changes.
 */
export function useCart(catalogueId: string, items: readonly CatalogueItem[] | null) {
  const [cart, setCart] = useState<Cart>(() => loadCart(catalogueId));
  const lines = useMemo(() => (items ? cartLines(cart, items) : []), [cart, items]);
  const available = useMemo(() => availableCart(lines), [lines]);
  const hasDroppedLines = items !== null && Object.keys(cart).length > lines.length;

  useEffect(() => {
    if (items) saveCart(catalogueId, available);
  }, [catalogueId, items, available]);

  const change = useCallback(
    (update: (cart: Cart, itemId: string) => Cart, itemId: string) => {
      if (!items?.some((item) => item.id === itemId && item.inStock)) return;
      setCart((current) => update(availableCart(cartLines(current, items)), itemId));
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
    clear: useCallback(() => setCart(EMPTY_CART), []),
  };
}

/** The cart's state and actions. */
export type CartState = ReturnType<typeof useCart>;
