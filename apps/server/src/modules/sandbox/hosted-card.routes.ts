/**
 * The sandbox provider's hosted card step (docs/payments.md#hosted-card-step), standing in for a
 * real provider's redirect checkout: a payer page that works without JavaScript sends the payer to
 * `GET /sandbox/hosted/card?returnTo=…&state=…`; the payer types the card there; the form posts
 * back to the sandbox, which tokenizes the card (`createCardToken`) and redirects to Malipo's
 * `returnTo` with `card_token` and the untouched `state`. The card number and security code stop
 * here: they are not logged, stored or written back into any page.
 * @module
 */
import { z } from 'zod';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCardTokenInputSchema } from '@malipo/contracts/sandbox';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CardIssuer } from '../providers/provider';
import { renderHostedCardPage, type HostedCardField } from './hosted-card-page';
import { createCardToken } from './sandbox-tokens';

/**
 * A path on this site to return to: it starts with one `/` (never `//`, a backslash or a scheme),
 * so the step can never send a payer to another site.
 */
export const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Return address must be a path on this site');

const stepQuery = z.object({ returnTo: localPath, state: z.string().max(4000).default('') });

const stepForm = stepQuery.extend({
  number: z.string().max(40).default(''),
  expiry: z.string().max(7).default(''),
  cvc: z.string().max(8).default(''),
  holderName: z.string().max(120).default(''),
});

const HTML = 'text/html; charset=utf-8';

/**
 * The address of the hosted card step for a payer page: the card is typed there and the payer
 * comes back to `returnTo` (a path on this site) with `card_token` and the untouched `state`.
 */
export function hostedCardStepUrl(returnTo: string, state: string): string {
  return `/sandbox/hosted/card?${new URLSearchParams({ returnTo, state })}`;
}

/** `returnTo` with `params` added to its query string. */
function withParams(returnTo: string, params: Record<string, string>): string {
  return `${returnTo}${returnTo.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

/**
 * `GET /sandbox/hosted/card` (the form) and `POST /sandbox/hosted/card` (form-encoded; 303 to
 * `returnTo?card_token=tok_sbx…&state=…` once the card checks out, else 400 with the form and a
 * message per field). A `returnTo` that is not a local path is 400 `validation_failed`. No
 * sign-in; the token alone reveals only brand, last 4 and expiry.
 */
export const hostedCardRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; issuer: CardIssuer }> = async (
  app,
  { db, clock, issuer },
) => {
  await app.register(fastifyFormbody);

  app.get('/sandbox/hosted/card', { schema: { querystring: stepQuery } }, async (request, reply) =>
    reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .send(renderHostedCardPage({ returnTo: request.query.returnTo, state: request.query.state })),
  );

  app.post('/sandbox/hosted/card', { schema: { body: stepForm } }, async (request, reply) => {
    const { returnTo, state, ...fields } = request.body;
    try {
      // Nothing is tokenized without a name on the card: the JSON endpoint's rule, from its schema.
      const holderName = createCardTokenInputSchema.shape.holderName.safeParse(fields.holderName);
      if (!holderName.success) {
        throw new AppError('validation_failed', 'Check the card details', {
          holderName: holderName.error.issues.map((issue) => issue.message).join(' '),
        });
      }
      const { token } = await createCardToken(db, clock, fields, issuer);
      return reply.redirect(withParams(returnTo, { card_token: token, state }), 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'validation_failed') throw error;
      const errors: Partial<Record<HostedCardField, string>> = { ...error.fields };
      return reply
        .status(400)
        .type(HTML)
        .header('cache-control', 'no-store')
        .send(
          renderHostedCardPage({
            returnTo,
            state,
            kept: { expiry: fields.expiry, holderName: fields.holderName },
            errors,
          }),
        );
    }
  });
};
