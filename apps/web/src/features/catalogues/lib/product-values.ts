/**
 * One product of the catalogue form (docs/product.md#entities "Catalogue item", docs/product.md#validation: a name and a price greater than
 * 0; a non-numeric price becomes 0), and the rule deciding whether 'Add Product' is enabled.
 * @module
 */
import { catalogueItemInputSchema } from '@malipo/contracts/catalogues';
import { amountError, parseAmountToMinor } from '@malipo/contracts/money';

/** A product as typed. `productId` is the stored product's id when editing (kept on save). */
export interface ProductValues {
  productId?: string | undefined;
  name: string;
  description: string;
  /** Price in major units as typed: "12.50", "5000". */
  price: string;
  inStock: boolean;
}

/** A new product's empty fields: in stock by default (docs/product.md#entities). */
export const EMPTY_PRODUCT: ProductValues = { name: '', description: '', price: '', inStock: true };

/** Minor units of a typed price in `currency`; 0 when it is not a number (docs/product.md#validation). */
export function priceTextToMinor(text: string, currency: string): number {
  return parseAmountToMinor(text, currency) ?? 0;
}

/** Why a typed price is not valid in `currency` ("Price must be greater than 0", "Use at most 2 decimals"), or null. */
export function priceError(text: string, currency: string): string | null {
  const message = amountError(text, currency);
  switch (message) {
    case 'Amount is required':
      return 'Price is required';
    case 'Amount must be greater than 0':
      return 'Price must be greater than 0';
    default:
      return message;
  }
}

/**
 * True when `product` can be added (docs/product.md#validation): a name and a price greater than 0 in `currency`, and
 * nothing the contract's `catalogueItemInputSchema` refuses (lengths).
 */
export function isProductValid(product: ProductValues, currency: string): boolean {
  return catalogueItemInputSchema.safeParse({
    name: product.name,
    description: product.description,
    priceMinor: priceTextToMinor(product.price, currency),
    inStock: product.inStock,
  }).success;
}
