/**
 * The payment link page's checkout form (`/pay/{id}`, docs/product.md#payer-pages): the payer's
 * name and email, paid to `POST /api/public/payment-links/{id}/payments`.
 * @module
 */
import type { z } from 'zod';
import { payerInputSchema } from '@malipo/contracts/payments';
import {
  checkoutFormSchema,
  formField,
  typedCheckoutFields,
  type CheckoutFormSpec,
  type CheckoutRequest,
} from './checkout-form';

const payForm = checkoutFormSchema.extend({ name: formField(200), email: formField(320) });

/**
 * The payer's details as the API checks them (`payerInputSchema`), or its messages keyed
 * `payer.{field}` as the API would key them.
 */
export function payerRequest(payer: { name: string; email: string }): CheckoutRequest {
  const checked = payerInputSchema.safeParse(payer);
  if (checked.success) return { ok: true, body: { payer: checked.data } };
  const errors = Object.fromEntries(
    checked.error.issues.map((issue) => [`payer.${issue.path.join('.')}`, issue.message]),
  );
  return { ok: false, errors };
}

/** The payment link page's form. */
export const payLinkForm: CheckoutFormSpec<z.infer<typeof payForm>> = {
  prefix: '/pay',
  schema: payForm,
  endpoint: (id) => `/api/public/payment-links/${encodeURIComponent(id)}/payments`,
  request: (form) => payerRequest({ name: form.name, email: form.email }),
  typed: (form) => ({ ...typedCheckoutFields(form), name: form.name, email: form.email }),
};
