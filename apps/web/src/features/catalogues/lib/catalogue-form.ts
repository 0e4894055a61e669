/**
 * The catalogue creator's form (docs/product.md#entities "Catalogue", "Catalogue item", docs/product.md#validation): what the merchant types,
 * checked with the contract's `catalogueInputSchema`, the mapping to the request (prices typed in
 * major units → `priceMinor`) and back from a stored catalogue for editing.
 * @module
 */
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { catalogueInputSchema, type Catalogue, type CatalogueRequest } from '@malipo/contracts/catalogues';
import { CATALOGUE_CURRENCIES, DEFAULT_CURRENCY } from '@malipo/contracts/currencies';
import { minorToDecimalString } from '@malipo/contracts/money';
import { addContractIssues } from '@/lib/contract-issues';
import { priceError, priceTextToMinor, type ProductValues } from './product-values';

/** A currency a catalogue may be priced in. */
export type CatalogueCurrency = (typeof CATALOGUE_CURRENCIES)[number];

/** Values of the catalogue form (text as typed; products as added). */
export interface CatalogueFormValues {
  title: string;
  description: string;
  currency: CatalogueCurrency;
  items: ProductValues[];
}

const isCatalogueCurrency = (code: string): code is CatalogueCurrency =>
  (CATALOGUE_CURRENCIES as readonly string[]).includes(code);

/** Empty form: USD by default (docs/product.md#constants), no products yet. */
export const EMPTY_CATALOGUE_FORM: CatalogueFormValues = {
  title: '',
  description: '',
  currency: isCatalogueCurrency(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : 'USD',
  items: [],
};

/** The form values of a stored catalogue, for editing: prices back in major units, product ids kept. */
export function catalogueToFormValues(catalogue: Catalogue): CatalogueFormValues {
  const currency = isCatalogueCurrency(catalogue.currency)
    ? catalogue.currency
    : EMPTY_CATALOGUE_FORM.currency;
  return {
    title: catalogue.title,
    description: catalogue.description,
    currency,
    items: catalogue.items.map((item) => ({
      productId: item.id,
      name: item.name,
      description: item.description,
      price: minorToDecimalString(item.priceMinor, currency),
      inStock: item.inStock,
    })),
  };
}

/**
 * Maps form values to the body of `POST /api/catalogues` or `PUT /api/catalogues/:id`: prices in
 * minor units of the catalogue's currency ('10.50' USD → 1050, '5000' RWF → 5000; a non-numeric
 * price becomes 0, docs/product.md#validation), existing products keep their `id`.
 */
export function toCatalogueRequest(values: CatalogueFormValues): CatalogueRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    currency: values.currency,
    items: values.items.map((item) => ({
      ...(item.productId ? { id: item.productId } : {}),
      name: item.name.trim(),
      description: item.description.trim(),
      priceMinor: priceTextToMinor(item.price, values.currency),
      inStock: item.inStock,
    })),
  };
}

/**
 * Form field that shows an issue of the contract at `key` (also the server's `error.fields` keys):
 * `items.2.priceMinor` → `items.2.price`.
 */
export function catalogueFormFieldForServerField(key: string): FieldPath<CatalogueFormValues> | null {
  switch (key) {
    case 'title':
    case 'description':
    case 'currency':
    case 'items':
      return key;
  }
  const item = /^items\.(\d+)\.(name|description|priceMinor)$/.exec(key);
  if (!item) return null;
  const index = Number(item[1]);
  switch (item[2]) {
    case 'name':
      return `items.${index}.name`;
    case 'description':
      return `items.${index}.description`;
    default:
      return `items.${index}.price`;
  }
}

/**
 * The form's schema: each product's price checked in the catalogue's currency (it may have changed
 * since the product was added), then the contract's rules (title, at least one product, lengths).
 */
export const catalogueFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    currency: z.enum(CATALOGUE_CURRENCIES, { error: 'Choose a supported currency' }),
    items: z.array(
      z.object({
        productId: z.string().optional(),
        name: z.string(),
        description: z.string(),
        price: z.string(),
        inStock: z.boolean(),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    const checked: string[] = [];
    values.items.forEach((item, index) => {
      const message = priceError(item.price, values.currency);
      if (message) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'price'], message });
        checked.push(`items.${index}.price`);
      }
    });
    addContractIssues(
      ctx,
      catalogueInputSchema,
      toCatalogueRequest(values),
      catalogueFormFieldForServerField,
      checked,
    );
  });
