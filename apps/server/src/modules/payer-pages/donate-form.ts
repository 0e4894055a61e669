/**
 * The donation page's checkout form (`/donate/{id}`, docs/architecture.md#payer-pages item 5): the
 * amount chosen in step 1 — `amountMinor` in minor units of the campaign's currency, with the
 * preset (`amount`) or custom text (`custom`) it came from, kept only to show again — and the
 * donor's optional name, email and 'Donate anonymously' (`anonymous`, a checkbox), paid to
 * `POST /api/public/donation-links/{id}/donations`.
 * @module
 */
import type { z } from 'zod';
import { createDonationInputSchema } from '@malipo/contracts/donations';
import {
  checkoutFormSchema,
  formField,
  typedCheckoutFields,
  type CheckoutFormSpec,
  type CheckoutRequest,
} from './checkout-form';
import { english } from './form-messages';

const donateForm = checkoutFormSchema.extend({
  amountMinor: formField(20),
  amount: formField(20),
  custom: formField(20),
  name: formField(200),
  email: formField(320),
  anonymous: formField(10),
});

/** The donation form as posted. */
export type DonateForm = z.infer<typeof donateForm>;

/** The donate request without its payment method, as the API checks it. */
const donationRequestSchema = createDonationInputSchema.omit({ paymentMethod: true });

/** `text` as an integer amount in minor units, or a message keyed `amountMinor` when it is not one. */
function amountMinorOf(text: string): number | string {
  if (text.trim() === '') return english('donate:amount.missing');
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : english('donate:amount.errors.invalid');
}

/**
 * The donate request body without `paymentMethod` — an anonymous donation sends no name — or its
 * messages keyed as the API keys them (`amountMinor`, `donor.email`, `donor.name`).
 */
export function donationRequest(form: DonateForm): CheckoutRequest {
  const amountMinor = amountMinorOf(form.amountMinor);
  if (typeof amountMinor === 'string') return { ok: false, errors: { amountMinor } };
  const anonymous = form.anonymous !== '';
  const checked = donationRequestSchema.safeParse({
    amountMinor,
    donor: { name: anonymous ? '' : form.name, email: form.email },
    anonymous,
  });
  if (checked.success) return { ok: true, body: checked.data };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** The amount as step 1 put it in the page's address: `{ custom }` or `{ amount }`, or nothing. */
function amountQuery(form: DonateForm): Record<string, string> {
  if (form.custom) return { custom: form.custom };
  return form.amount ? { amount: form.amount } : {};
}

/** The donation page's form. */
export const donateLinkForm: CheckoutFormSpec<DonateForm> = {
  prefix: '/donate',
  schema: donateForm,
  endpoint: (id) => `/api/public/donation-links/${encodeURIComponent(id)}/donations`,
  request: donationRequest,
  // A refused form, or a card step left or failed, comes back to the page with its amount.
  pageQuery: amountQuery,
  typed: (form) => ({
    ...typedCheckoutFields(form),
    amountMinor: form.amountMinor,
    amount: form.amount,
    custom: form.custom,
    name: form.name,
    email: form.email,
    anonymous: form.anonymous,
  }),
};
