/**
 * A storefront cart (docs/product.md#states "Catalogue"): how many of each product, nothing else. Prices always
 * come from the catalogue as last read, so a cart never carries a stale price; lines whose product
 * is gone or out of stock are left out. Amounts in minor units of the catalogue's currency.
 * @module
 */
import { MAX_ORDER_QUANTITY } from '@malipo/contracts/catalogue-limits';
import type { CatalogueItem, OrderLine } from '@malipo/contracts/catalogues';

/** Quantities by product id. */
export type Cart = Readonly<Record<string, number>>;

/** An empty cart. */
export const EMPTY_CART: Cart = {};

/** Most units of one product in an order. */
export const MAX_QUANTITY = MAX_ORDER_QUANTITY;

/** A cart line priced from the catalogue. */
export type CartLine = Omit<OrderLine, 'itemId'> & { item: CatalogueItem };

/** Plus (docs/product.md#states): one more of `itemId`, up to {@link MAX_QUANTITY}. */
export function addOne(cart: Cart, itemId: string): Cart {
  const quantity = cart[itemId] ?? 0;
  return quantity >= MAX_QUANTITY ? cart : { ...cart, [itemId]: quantity + 1 };
}

/** Minus (docs/product.md#states): one fewer of `itemId`; the line goes at zero. */
export function removeOne(cart: Cart, itemId: string): Cart {
  const quantity = cart[itemId] ?? 0;
  if (quantity <= 1) {
    const { [itemId]: _removed, ...rest } = cart;
    return rest;
  }
  return { ...cart, [itemId]: quantity - 1 };
}

/**
 * The cart's lines in catalogue order, priced from `items`. Products no longer in the catalogue or
 * out of stock are left out.
 */
export function cartLines(cart: Cart, items: readonly CatalogueItem[]): CartLine[] {
  return items.flatMap((item) => {
    const quantity = cart[item.id] ?? 0;
    if (quantity <= 0 || !item.inStock) return [];
    return [
      {
        item,
        name: item.name,
        unitPriceMinor: item.priceMinor,
        quantity,
        amountMinor: item.priceMinor * quantity,
      },
    ];
  });
}

/** The cart as it can still be ordered: only the lines {@link cartLines} keeps. */
export function availableCart(lines: readonly CartLine[]): Cart {
  return Object.fromEntries(lines.map((line) => [line.item.id, line.quantity]));
}

/** Sum of the lines' amounts. */
export function cartTotalMinor(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.amountMinor, 0);
}

/** Number of units in the lines. */
export function cartUnits(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}
