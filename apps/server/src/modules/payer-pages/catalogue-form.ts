/**
 * The catalogue checkout's form (`/catalogue/{id}/checkout`, docs/product.md#payer-pages,
 * docs/architecture.md#payer-pages): the cart as hidden fields (`qty.{itemId}` and the unit price
 * shown, `price.{itemId}`, in minor units — `@malipo/contracts/catalogue-cart-fields`), the payer's
 * name and email and the shipping address, paid to `POST /api/public/catalogues/{id}/orders`. The
 * API prices the order itself and refuses prices that changed (`price_mismatch`); the cart stays in
 * the page's address (`pageQuery`) whatever happens to the form.
 * @module
 */
import { z } from 'zod';
import { MAX_CATALOGUE_ITEMS } from '@malipo/contracts/catalogue-limits';
import { priceField, quantityEntries, quantityField } from '@malipo/contracts/catalogue-cart-fields';
import {
  checkoutFormSchema,
  formField,
  typedCheckoutFields,
  type CheckoutFormSpec,
  type CheckoutRequest,
} from './checkout-form';
import { english } from './form-messages';
import { payerRequest } from './pay-form';

/** Shown when the posted cart has no product in it. */
export const EMPTY_CART_MESSAGE = english('storefront:checkout.cartEmpty');
/** Shown when a posted quantity or price is not a whole number. */
export const BAD_QUANTITY_MESSAGE = english('storefront:checkout.badQuantity');

/** A cart line as posted: the product, its quantity and the unit price shown, as typed. */
const postedLine = z.object({
  itemId: z.string().min(1).max(64),
  quantity: formField(10),
  unitPriceMinor: formField(20),
});

const orderForm = checkoutFormSchema.extend({
  name: formField(200),
  email: formField(320),
  shippingAddress: formField(500),
  lines: z.array(postedLine).max(MAX_CATALOGUE_ITEMS),
});

/** The catalogue checkout's form as posted, its cart gathered into `lines`. */
export type CatalogueOrderForm = z.infer<typeof orderForm>;

/** The posted body with its `qty.{itemId}` and `price.{itemId}` fields gathered into `lines`. */
function gatherLines(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const fields = Object.entries(body);
  const byName = new Map(fields);
  const lines = quantityEntries(fields).map(([itemId, quantity]) => ({
    itemId,
    quantity,
    unitPriceMinor: byName.get(priceField(itemId)) ?? '',
  }));
  return { ...body, lines };
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * The order request without its payment method: the lines with a quantity above 0 (integers; the
 * total is their sum in minor units, which the API checks again), the payer and the trimmed
 * shipping address — or the messages: {@link EMPTY_CART_MESSAGE} or {@link BAD_QUANTITY_MESSAGE}
 * under `lines`, the payer's under `payer.{field}`.
 */
export function orderRequest(form: CatalogueOrderForm): CheckoutRequest {
  const errors: Record<string, string> = {};
  const isWhole = form.lines.every(
    (line) => WHOLE_NUMBER.test(line.quantity) && WHOLE_NUMBER.test(line.unitPriceMinor),
  );
  const lines = form.lines
    .map((line) => ({
      itemId: line.itemId,
      quantity: Number(line.quantity),
      unitPriceMinor: Number(line.unitPriceMinor),
    }))
    .filter((line) => line.quantity > 0);
  if (!isWhole) errors.lines = BAD_QUANTITY_MESSAGE;
  else if (lines.length === 0) errors.lines = EMPTY_CART_MESSAGE;
  const payer = payerRequest({ name: form.name, email: form.email });
  if (!payer.ok) Object.assign(errors, payer.errors);
  if (!payer.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const totalMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  return {
    ok: true,
    body: { ...payer.body, lines, totalMinor, shippingAddress: form.shippingAddress.trim() },
  };
}

/** The catalogue checkout's form. */
export const catalogueOrderForm: CheckoutFormSpec<CatalogueOrderForm> = {
  prefix: '/catalogue',
  pagePath: (id) => `/catalogue/${id}/checkout`,
  schema: z.preprocess(gatherLines, orderForm),
  endpoint: (id) => `/api/public/catalogues/${encodeURIComponent(id)}/orders`,
  request: orderRequest,
  typed: (form) => ({
    ...typedCheckoutFields(form),
    name: form.name,
    email: form.email,
    shippingAddress: form.shippingAddress,
  }),
  // The cart as posted, so the page shown again (or after the card step) has it.
  pageQuery: (form) =>
    Object.fromEntries(form.lines.map((line) => [quantityField(line.itemId), line.quantity])),
};
