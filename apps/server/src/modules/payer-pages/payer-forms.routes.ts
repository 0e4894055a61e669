/**
 * Payer forms posted without JavaScript (docs/architecture.md#payer-pages): the payment link page
 * posts its form to itself, and this turns the post into the same public API request the page's
 * code would send — with the form's idempotency key, so a double-submitted form is one payment
 * (docs/payments.md#idempotency) — then answers like a redirect checkout: a 303 to the page showing
 * the payment (`?payment={id}`, which refreshes itself while the outcome is pending), a 303 to the
 * provider's hosted card step for a card, or the page again with the refusal beside its fields.
 * Card numbers never come here: the card is typed on the provider's page, which returns a token.
 * @module
 */
import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payerRoute } from '@malipo/contracts/payer-paths';
import type { PayerFormState } from '@malipo/contracts/payer-pages';
import { payerInputSchema } from '@malipo/contracts/payments';
import type { Clock } from '../../lib/clock';
import { CSRF_HEADER } from '../../plugins/csrf';
import { hostedCardStepUrl } from '../sandbox/hosted-card.routes';
import { signCardStepState, verifyCardStepState } from './card-step-state';
import { publicErrorMessage } from './page-data';
import { sendPayerPage, type PayerPageRenderer } from './payer-pages';

/** A form field as posted: a short string, empty when absent. */
const field = (max: number) => z.string().max(max).default('');

/** The payment link page's forms: `intent=pay` (the details step) and `intent=otp`. */
const payForm = z.object({
  intent: z.enum(['pay', 'otp']),
  idempotencyKey: field(100),
  method: z.enum(['card', 'mobile']).optional(),
  name: field(200),
  email: field(320),
  country: field(8),
  provider: field(20),
  phone: field(40),
  paymentId: field(100),
  code: field(16),
});
type PayForm = z.infer<typeof payForm>;

const pageParams = z.object({ id: z.string().min(1).max(200) });
const cardReturn = z.object({ card_token: field(200), state: field(2000), card_canceled: field(1) });

/** What a refused form shows again: what was typed, never a card field (the form has none). */
function typedValues(form: PayForm): Record<string, string> {
  const { intent, method, name, email, country, provider, phone } = form;
  return { intent, ...(method ? { method } : {}), name, email, country, provider, phone };
}

/** An answer of the public API, in process. */
interface PublicAnswer {
  status: number;
  body: unknown;
}

/** `POST url` of the public API with `body` and the form's idempotency key, in process. */
async function postPublic(
  app: FastifyInstance,
  url: string,
  body: unknown,
  idempotencyKey: string | null,
): Promise<PublicAnswer> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The field messages of a public API error body (`{ error: { fields } }`), or none. */
function errorFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('fields' in error)) return {};
  const { fields } = error;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The refusal `answer` gave, as the form shows it: its field messages, else its message. */
function refusal(answer: PublicAnswer, values: Record<string, string>): PayerFormState {
  const errors = errorFields(answer.body);
  return {
    values,
    errors,
    message: Object.keys(errors).length > 0 ? null : publicErrorMessage(answer.body),
  };
}

/** The id of a payment the public API answered with. */
function paymentIdOf(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
    ? body.id
    : null;
}

/** The payer page at `path` with `?payment=` set. */
const paymentPage = (path: string, paymentId: string) => `${path}?payment=${encodeURIComponent(paymentId)}`;

/**
 * `POST /pay/{id}` (form-encoded; `intent=pay` or `intent=otp`) and `GET /pay/{id}/card` (the
 * return from the hosted card step with `card_token` and `state`, or `card_canceled=1`). Answers 303 to where the payer
 * goes next, or the page again (400 and the API's status for a refusal) with the messages.
 */
export const payerFormRoutes: FastifyPluginAsyncZod<{
  renderer: PayerPageRenderer;
  signingSecret: string;
  clock: Clock;
}> = async (app, { renderer, signingSecret, clock }) => {
  await app.register(fastifyFormbody);

  /** The page at `url` again, with `form` refused (`status`, 400 by default). */
  const refuse = (reply: FastifyReply, url: string, form: PayerFormState, status = 400) => {
    const route = payerRoute(new URL(url, 'http://payer.invalid').pathname);
    if (!route) throw new Error(`${url} is not a payer page`);
    return sendPayerPage(app, reply, renderer, { route, url, form, status: status < 400 ? 400 : status });
  };

  /** Pays the link `id` with `body` under `key`: 303 to the payment, or the form refused. */
  const payLink = async (
    reply: FastifyReply,
    id: string,
    body: unknown,
    key: string,
    refusedAt: string,
    values: Record<string, string>,
  ) => {
    const path = `/pay/${encodeURIComponent(id)}`;
    const answer = await postPublic(
      app,
      `/api/public/payment-links/${encodeURIComponent(id)}/payments`,
      body,
      key,
    );
    const paymentId = answer.status < 300 ? paymentIdOf(answer.body) : null;
    if (paymentId) return reply.redirect(paymentPage(path, paymentId), 303);
    return refuse(reply, refusedAt, refusal(answer, values), answer.status);
  };

  app.post('/pay/:id', { schema: { params: pageParams, body: payForm } }, async (request, reply) => {
    const { id } = request.params;
    const form = request.body;
    const path = `/pay/${encodeURIComponent(id)}`;
    const key = form.idempotencyKey || randomUUID();

    if (form.intent === 'otp') {
      const answer = await postPublic(
        app,
        `/api/public/payments/${encodeURIComponent(form.paymentId)}/otp`,
        { code: form.code },
        null,
      );
      if (answer.status < 300) return reply.redirect(paymentPage(path, form.paymentId), 303);
      const refused = refusal(answer, { intent: 'otp' });
      return refuse(reply, paymentPage(path, form.paymentId), refused, answer.status);
    }

    const values = typedValues(form);
    const detailsPage = `${path}?method=${form.method ?? 'card'}`;
    const payer = { name: form.name, email: form.email };
    if (form.method === 'mobile') {
      const paymentMethod = {
        type: 'mobile_money',
        provider: form.provider,
        country: form.country,
        phone: form.phone,
      };
      return payLink(reply, id, { payer, paymentMethod }, key, detailsPage, values);
    }
    // A card: the payer's details are checked here, then the card is typed on the provider's page.
    const checked = payerInputSchema.safeParse(payer);
    if (!checked.success) {
      const errors = Object.fromEntries(
        checked.error.issues.map((issue) => [`payer.${issue.path.join('.')}`, issue.message]),
      );
      return refuse(reply, detailsPage, { values, errors, message: null });
    }
    const state = signCardStepState(signingSecret, {
      path,
      payer: checked.data,
      idempotencyKey: key,
      issuedAt: clock.now().getTime(),
    });
    return reply.redirect(hostedCardStepUrl(`${path}/card`, state), 303);
  });

  app.get(
    '/pay/:id/card',
    { schema: { params: pageParams, querystring: cardReturn } },
    async (request, reply) => {
      const { id } = request.params;
      const path = `/pay/${encodeURIComponent(id)}`;
      // "Cancel and go back" on the card page: back to the details step, nothing paid.
      if (request.query.card_canceled) return reply.redirect(`${path}?method=card`, 303);
      const state = verifyCardStepState(signingSecret, request.query.state, clock.now().getTime());
      if (!state || state.path !== path) {
        const message = 'Your card details could not be confirmed. Please try again.';
        return refuse(reply, `${path}?method=card`, { values: { method: 'card' }, errors: {}, message });
      }
      const body = { payer: state.payer, paymentMethod: { type: 'card', token: request.query.card_token } };
      const values = { method: 'card', ...state.payer };
      return payLink(reply, id, body, state.idempotencyKey, `${path}?method=card`, values);
    },
  );
};
