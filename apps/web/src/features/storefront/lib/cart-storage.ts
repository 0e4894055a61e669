/**
 * Keeps a storefront's cart in `localStorage` under `malipo:cart:{catalogueId}`, so it survives a
 * reload, the way to checkout and back, and a closed tab. Only product ids and
 * quantities are stored; unreadable data is ignored.
 * @module
 */
import { MAX_QUANTITY, type Cart } from './cart';

/** The storage key of `catalogueId`'s cart. */
export function cartStorageKey(catalogueId: string): string {
  return `malipo:cart:${catalogueId}`;
}

function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_QUANTITY;
}

/** The stored cart of `catalogueId`, keeping only well-formed lines; empty when there is none. */
export function loadCart(catalogueId: string): Cart {
  try {
    const raw = localStorage.getItem(cartStorageKey(catalogueId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const lines = Object.entries(parsed).filter((line): line is [string, number] => isQuantity(line[1]));
    return Object.fromEntries(lines);
  } catch {
    return {};
  }
}

/** Stores `cart` for `catalogueId`; an empty cart removes the key. */
export function saveCart(catalogueId: string, cart: Cart): void {
  try {
    if (Object.keys(cart).length === 0) localStorage.removeItem(cartStorageKey(catalogueId));
    else localStorage.setItem(cartStorageKey(catalogueId), JSON.stringify(cart));
  } catch {
    // Storage unavailable (private mode, quota): the cart still lives in memory for this visit.
  }
}
