/**
 * A storefront cart as form fields and address parameters, for the catalogue without JavaScript
 * (docs/architecture.md#payer-pages, "Forms without JavaScript"): the storefront's GET form sends
 * `qty.{itemId}={quantity}` to `/catalogue/{id}/checkout`, and the checkout's details form posts the
 * same fields with `price.{itemId}={unitPriceMinor}` (the unit price shown, in minor units). Without
 * zod, so the storefront stays light.
 * @module
 */

const QUANTITY_PREFIX = 'qty.';
const PRICE_PREFIX = 'price.';

/** The name of the field or address parameter holding the quantity of `itemId`. */
export function quantityField(itemId: string): string {
  return `${QUANTITY_PREFIX}${itemId}`;
}

/** The name of the field holding the unit price (minor units) the payer was shown for `itemId`. */
export function priceField(itemId: string): string {
  return `${PRICE_PREFIX}${itemId}`;
}

/**
 * The item ids and quantities `fields` holds (`qty.{itemId}`), in their order, values as given
 * (a quantity as typed, or whatever a forged form sent).
 */
export function quantityEntries<T>(fields: Iterable<readonly [string, T]>): [itemId: string, quantity: T][] {
  const entries: [string, T][] = [];
  for (const [name, value] of fields) {
    if (name.startsWith(QUANTITY_PREFIX) && name.length > QUANTITY_PREFIX.length) {
      entries.push([name.slice(QUANTITY_PREFIX.length), value]);
    }
  }
  return entries;
}
