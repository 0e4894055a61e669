/**
 * `/api/account/sessions` (signed in): the person's sessions, and signing one or all others out
 * (docs/security.md#sessions).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeSessionsSchema, sessionIdParamsSchema } from '@malipo/contracts/sessions';
import { currentUser, SESSION_COOKIE } from '../../plugins/auth-session';
import type { Auditor } from '../audit/auditor';
import type { SessionsService } from './sessions.service';

/** The sessions routes, for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`). */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService; audit: Auditor }> = async (
  app,
  { sessions, audit },
) => {
  const token = (cookies: Record<string, string | undefined>) => cookies[SESSION_COOKIE] ?? '';

  app.get('/api/account/sessions', { schema: { response: { 200: activeSessionsSchema } } }, async (request) =>
    sessions.list(currentUser(request).id, token(request.cookies)),
  );

  app.delete('/api/account/sessions', async (request, reply) => {
    await sessions.endOthers(currentUser(request).id, token(request.cookies));
    await audit.record(request, { action: 'session.ended', details: { scope: 'all_others' } });
    return reply.status(204).send();
  });

  app.delete(
    '/api/account/sessions/:id',
    { schema: { params: sessionIdParamsSchema } },
    async (request, reply) => {
      await sessions.end(currentUser(request).id, request.params.id);
      await audit.record(request, {
        action: 'session.ended',
        target: request.params.id,
        details: { scope: 'one' },
      });
      return reply.status(204).send();
    },
  );
};
