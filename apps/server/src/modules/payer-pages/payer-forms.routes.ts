/**
 * Payer forms posted without JavaScript (docs/architecture.md#payer-pages): for each checkout form
 * (`registerCheckoutForm` below), `POST {prefix}/{id}` — the page posts its form to itself — and
 * `GET {prefix}/{id}/card`, where the provider's hosted card step returns. They answer like a
 * redirect checkout: 303 to the page showing the payment (`?payment={id}`, which refreshes itself
 * while the outcome is pending — a bank transfer's account until the money arrives), 303 to the
 * hosted card step for a card, or the page again with the refusal beside its fields.
 * @module
 */
import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payerRoute } from '@malipo/contracts/payer-paths';
import type { PayerFormState } from '@malipo/contracts/payer-pages';
import type { Clock } from '../../lib/clock';
import { hostedCardStepUrl } from '../sandbox/hosted-card.routes';
import { signCardStepState, verifyCardStepState } from './card-step-state';
import {
  BANK_TRANSFER_METHOD,
  formField,
  mobileMoneyMethod,
  type CheckoutAnswer,
  type CheckoutForm,
  type CheckoutFormSpec,
} from './checkout-form';
import { catalogueOrderForm } from './catalogue-form';
import { donateLinkForm } from './donate-form';
import { answerField, postPublic, redirectOf, refusal } from './form-answers';
import { english } from './form-messages';
import { invoicePayForm } from './invoice-form';
import { readPayerPageData } from './page-data';
import { payLinkForm } from './pay-form';
import { requestLocale } from './payer-locale';
import { sendPayerPage, type PayerPageRenderer } from './payer-pages';
import { subscribeForm } from './subscribe-form';
import { registerSubscriptionCancelForm } from './subscription-cancel-form';

const pageParams = z.object({ id: z.string().min(1).max(200) });
const cardReturn = z.object({
  card_token: formField(200),
  state: formField(4000),
  card_canceled: formField(1),
});

/** Whether the payer page at `path` is a live-mode merchant's (docs/providers.md#modes). */
async function isLivePage(app: FastifyInstance, path: string): Promise<boolean> {
  const route = payerRoute(path);
  const page = route ? await readPayerPageData(app, route) : null;
  return page?.kind === 'ready' && livePage.safeParse(page.data).success;
}
const livePage = z.object({ merchant: z.object({ mode: z.literal('live') }) });

/** The payer page at `path` with `?payment=` set. */
const paymentPage = (path: string, paymentId: string) => `${path}?payment=${encodeURIComponent(paymentId)}`;

/**
 * The payer page at `page` (with what its address keeps: a cart, a donation's amount, the method)
 * showing the answer `value` names: a payment, or the spec's `answer` made with `method`. Keeping
 * the address lets the answer's page show the order it is for and 'Try again' start from it.
 */
const answerPage = (page: string, answer: CheckoutAnswer | undefined, value: string, method = 'card') =>
  withParams(page, answer ? { [answer.param]: value, method } : { payment: value });

/** The path of `spec`'s page for `encodedId` (`{prefix}/{id}` unless it says); `:id` gives the route's pattern. */
function pagePathOf<F extends CheckoutForm>(spec: CheckoutFormSpec<F>, encodedId: string): string {
  return spec.pagePath ? spec.pagePath(encodedId) : `${spec.prefix}/${encodedId}`;
}

/** `address` (a path, with or without a query) with `params` set in its query. */
function withParams(address: string, params: Record<string, string>): string {
  const url = new URL(address, 'http://payer.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** What the checkout form routes share: how to show a refused form, the state's secret, the clock. */
interface CheckoutFormDeps {
  /** The page at `url` again, with `form` refused (`status`, at least 400). */
  refuse: (reply: FastifyReply, url: string, form: PayerFormState, status?: number) => Promise<FastifyReply>;
  signingSecret: string;
  clock: Clock;
}

/**
 * The checkout forms' routes. Each answers 303 to where the payer goes next, or the page again
 * (400, or the API's 4xx) with the messages.
 */
export const payerFormRoutes: FastifyPluginAsyncZod<{
  renderer: PayerPageRenderer;
  signingSecret: string;
  clock: Clock;
}> = async (app, { renderer, signingSecret, clock }) => {
  await app.register(fastifyFormbody);
  const refuse: CheckoutFormDeps['refuse'] = (reply, url, form, status = 400) => {
    const route = payerRoute(new URL(url, 'http://payer.invalid').pathname);
    if (!route) throw new Error(`${url} is not a payer page`);
    return sendPayerPage(app, reply, renderer, { route, url, form, status: Math.max(status, 400) });
  };
  const deps = { refuse, signingSecret, clock };
  // Every payer page whose checkout form works without JavaScript.
  registerCheckoutForm(app, payLinkForm, deps);
  registerCheckoutForm(app, donateLinkForm, deps);
  registerCheckoutForm(app, catalogueOrderForm, deps);
  registerCheckoutForm(app, subscribeForm, deps);
  registerCheckoutForm(app, invoicePayForm, deps);
  registerSubscriptionCancelForm(app, deps);
};

/** `POST {page}` and `GET {page}/card` of the checkout form `spec` (the page: `{prefix}/{id}` or its `pagePath`). */
function registerCheckoutForm<F extends CheckoutForm>(
  app: FastifyInstance,
  spec: CheckoutFormSpec<F>,
  { refuse, signingSecret, clock }: CheckoutFormDeps,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Sends `body` to the page's endpoint under `key`: 303 to the payment on the page at `refusedAt`
   * (the page's address with what it keeps), or that page refused.
   */
  const pay = async (
    reply: FastifyReply,
    id: string,
    body: unknown,
    key: string,
    refusedAt: string,
    values: Record<string, string>,
  ) => {
    const answer = await postPublic(app, spec.endpoint(id), body, key, requestLocale(reply.request));
    // A live card or a mobile money authorization continues on the provider's page.
    const providerPage = answer.status < 300 ? redirectOf(answer.body) : null;
    if (providerPage) return reply.redirect(providerPage, 303);
    // The payment's `id`, or the property naming the page's own answer (`spec.answer`).
    const named = answer.status < 300 ? answerField(answer.body, spec.answer?.property ?? 'id') : null;
    if (named) return reply.redirect(answerPage(refusedAt, spec.answer, named, values.method), 303);
    return refuse(reply, refusedAt, refusal(answer, values), answer.status);
  };

  routes.post(pagePathOf(spec, ':id'), { schema: { params: pageParams } }, async (request, reply) => {
    const { id } = request.params;
    const path = pagePathOf(spec, encodeURIComponent(id));
    // Checked here rather than by the route's schema, so a malformed post gets the page back.
    const parsed = spec.schema.safeParse(request.body);
    if (!parsed.success) {
      const message = english('checkout:formRefused.unreadable');
      return refuse(reply, path, { values: {}, errors: {}, message });
    }
    const form = parsed.data;

    if (form.intent === 'otp') {
      const otpUrl = `/api/public/payments/${encodeURIComponent(form.paymentId)}/otp`;
      const answer = await postPublic(app, otpUrl, { code: form.code }, null);
      if (answer.status < 300) return reply.redirect(paymentPage(path, form.paymentId), 303);
      const refused = refusal(answer, { intent: 'otp' });
      return refuse(reply, paymentPage(path, form.paymentId), refused, answer.status);
    }

    const key = form.idempotencyKey || randomUUID();
    const values = spec.typed(form);
    // The page with what it keeps in its address (`pageQuery`, e.g. a cart) and the method.
    const kept = spec.pageQuery?.(form) ?? {};
    const detailsPage = withParams(path, { ...kept, method: form.method ?? 'card' });
    const made = spec.request(form);
    if (!made.ok) return refuse(reply, detailsPage, { values, errors: made.errors, message: null });
    if (form.method === 'mobile') {
      const body = { ...made.body, paymentMethod: mobileMoneyMethod(form) };
      return pay(reply, id, body, key, detailsPage, values);
    }
    if (form.method === 'bank') {
      return pay(reply, id, { ...made.body, paymentMethod: BANK_TRANSFER_METHOD }, key, detailsPage, values);
    }
    // Live mode: the payment is made first and the card typed on the provider's hosted page.
    if (await isLivePage(app, path)) {
      return pay(reply, id, { ...made.body, paymentMethod: { type: 'card' } }, key, detailsPage, values);
    }
    // Test mode: the card is typed on the sandbox's page, which comes back to `{path}/card` with a token.
    const state = signCardStepState(signingSecret, {
      path: withParams(path, kept),
      request: made.body,
      idempotencyKey: key,
      issuedAt: clock.now().getTime(),
    });
    return reply.redirect(hostedCardStepUrl(`${path}/card`, state), 303);
  });

  routes.get(
    `${pagePathOf(spec, ':id')}/card`,
    { schema: { params: pageParams, querystring: cardReturn } },
    async (request, reply) => {
      const { id } = request.params;
      const path = pagePathOf(spec, encodeURIComponent(id));
      const state = verifyCardStepState(signingSecret, request.query.state, clock.now().getTime());
      // The page's address the card step was left from (with what it keeps), when the state is this page's.
      const isThisPage = state !== null && new URL(state.path, 'http://payer.invalid').pathname === path;
      const cardPage = withParams(isThisPage ? state.path : path, { method: 'card' });
      // "Cancel and go back" on the card page: back to the details step, nothing paid.
      if (request.query.card_canceled) return reply.redirect(cardPage, 303);
      if (!state || !isThisPage) {
        const message = english('checkout:formRefused.cardNotConfirmed');
        return refuse(reply, cardPage, { values: { method: 'card' }, errors: {}, message });
      }
      const body = { ...state.request, paymentMethod: { type: 'card', token: request.query.card_token } };
      return pay(reply, id, body, state.idempotencyKey, cardPage, { method: 'card' });
    },
  );
}
