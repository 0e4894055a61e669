/**
 * Product catalogues and their orders (docs/product.md#entities "Catalogue", "Catalogue item", docs/product.md#states "Catalogue", docs/product.md#validation).
 * The server recomputes every price and total from the catalogue: the prices a payer's browser sends
 * are only compared with them, and a mismatch is refused. Amounts in minor units of the catalogue's
 * currency.
 * @module
 */
import { z } from 'zod';
import { payerMerchantSchema } from './branding';
import { CATALOGUE_CURRENCIES } from './currencies';
import { amountMinorSchema } from './payment-links';
import { availablePaymentMethodsSchema, payerInputSchema, paymentMethodInputSchema } from './payments';

import { MAX_CATALOGUE_ITEMS, MAX_ORDER_QUANTITY } from './catalogue-limits';

export { MAX_CATALOGUE_ITEMS, MAX_ORDER_QUANTITY } from './catalogue-limits';

/** A product as the creator sends it. `id` names an existing product when editing. */
export const catalogueItemInputSchema = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, 'Product name is required').max(120, 'Product name is too long'),
  description: z.string().trim().max(500, 'Description is too long').default(''),
  priceMinor: amountMinorSchema,
  inStock: z.boolean().default(true),
});
/** Product input as sent. */
export type CatalogueItemRequest = z.input<typeof catalogueItemInputSchema>;

/**
 * Body of `POST /api/catalogues` and `PUT /api/catalogues/:id` (docs/product.md#validation: a title and at least one
 * product). On `PUT`, products with a known `id` are updated, new ones added, missing ones removed.
 */
export const catalogueInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
  currency: z.enum(CATALOGUE_CURRENCIES, { error: 'Choose a supported currency' }),
  items: z
    .array(catalogueItemInputSchema)
    .min(1, 'Add at least one product')
    .max(MAX_CATALOGUE_ITEMS, `At most ${MAX_CATALOGUE_ITEMS} products`),
});
/** Catalogue input (after parsing). */
export type CatalogueInput = z.infer<typeof catalogueInputSchema>;
/** Catalogue input as sent. */
export type CatalogueRequest = z.input<typeof catalogueInputSchema>;

/** Body of `PATCH /api/catalogues/:id`: pause or activate. */
export const updateCatalogueStatusSchema = z.object({ status: z.enum(['active', 'paused']) });

/** A product. `priceMinor` in minor units of the catalogue's currency. */
export const catalogueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  inStock: z.boolean(),
});
/** A product. */
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** What the storefront and the dashboard both show of a catalogue. */
export const storefrontSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  status: z.enum(['active', 'paused']),
  items: z.array(catalogueItemSchema),
});
/** A catalogue's storefront. */
export type Storefront = z.infer<typeof storefrontSchema>;

/** A catalogue as the dashboard lists it (docs/product.md#entities: totalSales = paid orders, totalRevenue). */
export const catalogueSchema = storefrontSchema.extend({
  createdAt: z.string(),
  path: z.string(),
  ordersCount: z.number().int(),
  totalRevenueMinor: z.number().int(),
});
/** A catalogue (dashboard view). */
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Body of `GET /api/catalogues`. */
export const catalogueListSchema = z.object({ data: z.array(catalogueSchema) });

/** Body of `GET /api/public/catalogues/:id`. */
export const publicCatalogueSchema = z.object({
  catalogue: storefrontSchema,
  merchant: payerMerchantSchema,
  /** The methods this page offers (docs/providers.md#routing). */
  paymentMethods: availablePaymentMethodsSchema,
});
/** A catalogue as a payer sees it. */
export type PublicCatalogue = z.infer<typeof publicCatalogueSchema>;

/** One line of a cart: the product, how many, and the unit price the payer was shown. */
export const orderLineInputSchema = z.object({
  itemId: z.string().min(1).max(64),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_ORDER_QUANTITY, `At most ${MAX_ORDER_QUANTITY} of one product`),
  unitPriceMinor: z.number().int().nonnegative(),
});

/**
 * Body of `POST /api/public/catalogues/:id/orders` (with an `Idempotency-Key` header). The server
 * prices the order itself; `unitPriceMinor` and `totalMinor` (and `currency`, when sent) must equal
 * its figures, otherwise the order is refused with `price_mismatch` (422) and nothing is charged.
 */
export const createOrderInputSchema = z.object({
  lines: z
    .array(orderLineInputSchema)
    .min(1, 'Your cart is empty')
    .max(MAX_CATALOGUE_ITEMS)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, {
      message: 'Each product may appear once',
    }),
  totalMinor: z.number().int().positive(),
  /** The currency the payer was shown; when sent, it must be the catalogue's (else `price_mismatch`). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a currency code like USD')
    .optional(),
  payer: payerInputSchema,
  shippingAddress: z.string().trim().max(500, 'Address is too long').default(''),
  paymentMethod: paymentMethodInputSchema,
});
/** Order request input (after parsing). */
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;
/** Order request input as sent. */
export type CreateOrderRequest = z.input<typeof createOrderInputSchema>;

/** A line of a placed order, frozen at the time of sale. */
export const orderLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  amountMinor: z.number().int(),
});
/** An order line. */
export type OrderLine = z.infer<typeof orderLineSchema>;
