/**
 * The subscribe page's checkout form (`/subscribe/{id}`, docs/architecture.md#payer-pages,
 * docs/subscriptions.md#billing): the payment link page's fields (the payer's name and email) sent as
 * the `subscriber` to `POST /api/public/subscription-links/{id}/subscriptions`. The answer is a
 * subscription, not a payment: the page shows it as `?subscription={manageToken}&method=…`, read
 * back through `GET /api/public/subscriptions/{token}` ({@link readSubscribeAnswer}).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { PayerRoute } from '@malipo/contracts/payer-paths';
import type { PayerPageData } from '@malipo/contracts/payer-pages';
import type { CheckoutAnswer, CheckoutRequest } from './checkout-form';
import { readPayerPageData } from './page-data';
import { payLinkForm, payerRequest } from './pay-form';

/** The subscription a subscribe form answers, named by its self-service token. */
const SUBSCRIPTION_ANSWER: CheckoutAnswer = { property: 'manageToken', param: 'subscription' };

/**
 * The subscriber's details as the API checks them, as `{ subscriber }`, or their messages keyed
 * `subscriber.{field}` as the subscribe endpoint keys them.
 */
function subscriberRequest(payer: { name: string; email: string }): CheckoutRequest {
  const made = payerRequest(payer);
  if (made.ok) return { ok: true, body: { subscriber: made.body.payer } };
  const errors = Object.entries(made.errors).map(([key, message]) => [
    key.replace(/^payer\./, 'subscriber.'),
    message,
  ]);
  return { ok: false, errors: Object.fromEntries(errors) };
}

/** The subscribe page's form: the payment link page's fields and what they show again. */
export const subscribeForm: typeof payLinkForm = {
  ...payLinkForm,
  prefix: '/subscribe',
  endpoint: (id) => `/api/public/subscription-links/${encodeURIComponent(id)}/subscriptions`,
  request: (form) => subscriberRequest({ name: form.name, email: form.email }),
  answer: SUBSCRIPTION_ANSWER,
};

/**
 * The subscription the subscribe page's address names (`?subscription={manageToken}`) as
 * `GET /api/public/subscriptions/{token}` answers it (`ready`, `not_found` for a token that is not
 * valid, or `error`); `undefined` on other pages or without the parameter.
 */
export function readSubscribeAnswer(
  app: FastifyInstance,
  route: PayerRoute,
  searchParams: URLSearchParams,
): Promise<PayerPageData> | undefined {
  const token = route.kind === 'subscribe' ? searchParams.get(SUBSCRIPTION_ANSWER.param) : null;
  return token ? readPayerPageData(app, { kind: 'subscription', id: token }) : undefined;
}
