/**
 * The self-service page's cancel form posted without JavaScript (docs/architecture.md#payer-pages,
 * docs/subscriptions.md#self-service): 'Cancel subscription' asks for the page again with
 * `?cancel=confirm` (a GET form), whose 'Yes, cancel subscription' posts `intent=cancel` to
 * `POST /subscriptions/{token}`. That sends `POST /api/public/subscriptions/{token}/cancel` and answers
 * 303 to the page, now showing the subscription canceled, or the confirmation again with the API's
 * message (its status: 404 for a token that is not valid).
 * @module
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayerFormState } from '@malipo/contracts/payer-pages';
import { postPublic, refusal } from './form-answers';
import { english } from './form-messages';

const tokenParams = z.object({ token: z.string().min(1).max(400) });
const cancelForm = z.object({ intent: z.literal('cancel') });

/** Shows the page at `url` again with `form` refused (`status`, at least 400). */
type RefuseForm = (
  reply: FastifyReply,
  url: string,
  form: PayerFormState,
  status?: number,
) => Promise<FastifyReply>;

/** `POST /subscriptions/{token}`: cancels the subscription of the self-service `token`. */
export function registerSubscriptionCancelForm(
  app: FastifyInstance,
  { refuse }: { refuse: RefuseForm },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/subscriptions/:token', { schema: { params: tokenParams } }, async (request, reply) => {
      const path = `/subscriptions/${encodeURIComponent(request.params.token)}`;
      const confirming = `${path}?cancel=confirm`;
      if (!cancelForm.safeParse(request.body).success) {
        const message = english('checkout:formRefused.unreadable');
        return refuse(reply, confirming, { values: { intent: 'cancel' }, errors: {}, message });
      }
      // Cancelling twice changes nothing, so the form needs no idempotency key.
      const cancelUrl = `/api/public/subscriptions/${encodeURIComponent(request.params.token)}/cancel`;
      const answer = await postPublic(app, cancelUrl, {}, null);
      if (answer.status < 300) return reply.redirect(path, 303);
      return refuse(reply, confirming, refusal(answer, { intent: 'cancel' }), answer.status);
    });
}
