/**
 * Catalogue limits, without zod so the storefront stays light.
 * @module
 */

/** Most products in one catalogue. */
export const MAX_CATALOGUE_ITEMS = 100;
/** Most units of one product in one order. */
export const MAX_ORDER_QUANTITY = 99;
