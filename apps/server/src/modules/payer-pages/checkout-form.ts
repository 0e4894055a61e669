/**
 * A payer page's checkout form posted without JavaScript (docs/architecture.md#payer-pages), whatever
 * it pays — a payment link, a donation, a catalogue order: the shared fields and flow, and what each
 * page adds ({@link CheckoutFormSpec}). The form becomes the same public API request the page's code
 * would send, with the form's idempotency key (a double submit is one payment,
 * docs/payments.md#idempotency). Mobile money and bank transfer (docs/payments.md#bank-transfer)
 * are sent at once; a card first goes through the
 * provider's hosted card step (docs/payments.md#hosted-card-step) with the request in a signed
 * state, and is sent when the step returns with a token. Card numbers never come here.
 * @module
 */
import { z } from 'zod';
import type { PayerFormState } from '@malipo/contracts/payer-pages';

/** A form field as posted: a short string, empty when absent. */
export const formField = (max: number) => z.string().max(max).default('');

/**
 * The fields every checkout form has: what it asks for (`intent=pay`, or `intent=otp` with
 * `paymentId` and `code`), its idempotency key, the method and the mobile money number. The page's
 * own fields (the payer's name, an amount, a cart…) extend it.
 */
export const checkoutFormSchema = z.object({
  intent: z.enum(['pay', 'otp']),
  idempotencyKey: formField(100),
  method: z.enum(['card', 'mobile', 'bank']).optional(),
  country: formField(8),
  provider: formField(20),
  phone: formField(40),
  paymentId: formField(100),
  code: formField(16),
});

/** The shared fields as posted. */
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** What a page's form makes of its own fields: the request body without its payment method, or why not. */
export type CheckoutRequest =
  { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** What a payer page adds to the shared checkout form. */
export interface CheckoutFormSpec<F extends CheckoutForm> {
  /** The page's path prefix: the page is `{prefix}/{id}`, e.g. `/pay`. */
  prefix: string;
  /** The whole form: {@link checkoutFormSchema} extended with the page's fields. */
  schema: z.ZodType<F, unknown>;
  /** The public endpoint that pays, e.g. `/api/public/payment-links/{id}/payments`. */
  endpoint: (id: string) => string;
  /**
   * The request body without `paymentMethod`, from the page's fields, or the field messages (keyed
   * as the API keys them, e.g. `payer.email`) when they cannot make one.
   */
  request: (form: F) => CheckoutRequest;
  /** What a refused form shows again: the page's fields as typed (never a card field). */
  typed: (form: F) => Record<string, string>;
  /** What the endpoint answers when it is not a payment (`?payment={id}` by default). */
  answer?: CheckoutAnswer;
  /**
   * The page's path for `id` as an address has it (percent-encoded; `:id` for the route pattern):
   * `{prefix}/{id}` unless set, e.g. `/catalogue/{id}/checkout`.
   */
  pagePath?: (id: string) => string;
  /**
   * What the page keeps in its address besides `method` (e.g. a catalogue's cart), from the form
   * as posted: a refused form, a card step left or failed comes back to the page with it. None unless set.
   */
  pageQuery?: (form: F) => Record<string, string>;
}

/**
 * A checkout answered with something other than a payment, e.g. the subscribe page's subscription:
 * the page shows it as `{prefix}/{id}?{param}={value}&method={card|mobile|bank}` — with the method, which
 * such an answer need not say — and reads it for `PayerPageState.payment` (`payer-pages.ts`).
 */
export interface CheckoutAnswer {
  /** The answer's string property naming it, e.g. `manageToken`. */
  property: string;
  /** The query parameter carrying it, e.g. `subscription`. */
  param: string;
}

/** The shared fields as typed, for {@link CheckoutFormSpec.typed}. */
export function typedCheckoutFields(form: CheckoutForm): PayerFormState['values'] {
  const { intent, method, country, provider, phone } = form;
  return { intent, ...(method ? { method } : {}), country, provider, phone };
}

/** The payment method of a bank transfer: the answer gives the account (docs/payments.md#bank-transfer). */
export const BANK_TRANSFER_METHOD = { type: 'bank_transfer' } as const;

/** The mobile money payment method the form names. */
export function mobileMoneyMethod(form: CheckoutForm) {
  return { type: 'mobile_money', provider: form.provider, country: form.country, phone: form.phone };
}
