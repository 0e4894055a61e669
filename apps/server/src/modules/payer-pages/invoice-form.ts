/**
 * The invoice page's checkout form (`/invoice/{id}`, docs/invoices.md#payments): the payer's name
 * and email, and the amount — `amountMinor` in minor units of the invoice's currency, which the
 * page computed from step 1's `amount` (kept as typed only to show again) — paid to
 * `POST /api/public/invoices/{id}/payments`. Without an amount the payment is for all that is due.
 * @module
 */
import type { z } from 'zod';
import {
  checkoutFormSchema,
  formField,
  typedCheckoutFields,
  type CheckoutFormSpec,
  type CheckoutRequest,
} from './checkout-form';
import { payerRequest } from './pay-form';

const invoiceForm = checkoutFormSchema.extend({
  name: formField(200),
  email: formField(320),
  amountMinor: formField(20),
  amount: formField(40),
});

/** The invoice form as posted. */
export type InvoiceForm = z.infer<typeof invoiceForm>;

/** The pay request without its payment method, or its messages keyed as the API keys them. */
export function invoiceRequest(form: InvoiceForm): CheckoutRequest {
  const payer = payerRequest({ name: form.name, email: form.email });
  if (!payer.ok || form.amountMinor.trim() === '') return payer;
  const amountMinor = form.amountMinor.trim();
  if (!/^\d{1,15}$/.test(amountMinor)) return { ok: false, errors: { amountMinor: 'Enter a valid amount' } };
  return { ok: true, body: { ...payer.body, amountMinor: Number(amountMinor) } };
}

/** The invoice page's form. */
export const invoicePayForm: CheckoutFormSpec<InvoiceForm> = {
  prefix: '/invoice',
  schema: invoiceForm,
  endpoint: (id) => `/api/public/invoices/${encodeURIComponent(id)}/payments`,
  request: invoiceRequest,
  // A refused form, or a card step left or failed, comes back to the page with the amount typed.
  pageQuery: (form): Record<string, string> => (form.amount ? { amount: form.amount } : {}),
  typed: (form) => ({
    ...typedCheckoutFields(form),
    name: form.name,
    email: form.email,
    amountMinor: form.amountMinor,
    amount: form.amount,
  }),
};
