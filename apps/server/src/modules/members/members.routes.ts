/**
 * Team routes (docs/security.md#team-members), each allowed by plugins/route-permissions.ts:
 * - `GET /api/team`: members and pending invitations;
 * - `POST /api/team/invitations` `{ email, role }` → 201 `{ id }`; `DELETE /api/team/invitations/:id` → 204;
 * - `PATCH /api/team/members/:userId` `{ role }` → the team; `DELETE /api/team/members/:userId` → 204;
 * - `POST /api/team/leave`: leave the account; the session moves to the person's other account;
 * - `GET /api/public/invitations/:token` (no session): what the invitation page shows;
 *   `POST /api/public/invitations/:token/accept` `{ name?, password? }`: join, signed in or by
 *   creating a login; answers the session's user, now working in the account;
 * - `GET /api/accounts`, `PUT /api/accounts/current` `{ accountId }`: the accounts the person belongs
 *   to and switching the session between them.
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@malipo/contracts/auth';
import {
  acceptInvitationInputSchema,
  changeRoleInputSchema,
  invitationPreviewSchema,
  inviteMemberInputSchema,
  memberAccountListSchema,
  switchAccountInputSchema,
  teamSchema,
} from '@malipo/contracts/members';
import {
  clearSessionCookie,
  currentUser,
  SESSION_COOKIE,
  sessionClient,
  setSessionCookie,
} from '../../plugins/auth-session';
import { AppError } from '../../lib/app-error';
import { requestActor } from '../audit/audit-log';
import { findDefaultAccount } from '../auth/auth.repo';
import { sessionIdFromToken, type AuthService } from '../auth/auth.service';
import type { Db } from '../../db/client';
import type { MemberService } from './members.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const memberParams = z.object({ userId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(128) });

/**
 * The team routes. `secureCookies` marks session cookies `Secure`; `acceptRateLimitPerMinute` caps
 * invitation acceptances per address each minute (429 `rate_limited`).
 */
export const memberRoutes: FastifyPluginAsyncZod<{
  db: Db;
  auth: AuthService;
  members: MemberService;
  secureCookies: boolean;
  acceptRateLimitPerMinute: number;
}> = async (app, { db, auth, members, secureCookies, acceptRateLimitPerMinute }) => {
  const sessionToken = (cookies: Record<string, string | undefined>) => cookies[SESSION_COOKIE] ?? '';
  /** The user of session `token`, as it works now. */
  const sessionUser = async (token: string) => {
    const user = await auth.authenticate(token);
    if (!user) throw new AppError('unauthenticated', 'Sign in to continue');
    return user;
  };

  app.get('/api/team', { schema: { response: { 200: teamSchema } } }, async (request) =>
    members.team(currentUser(request).accountId),
  );

  app.post(
    '/api/team/invitations',
    { schema: { body: inviteMemberInputSchema, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => {
      const id = await members.invite(currentUser(request), request.body, requestActor(request));
      return reply.status(201).send({ id });
    },
  );

  app.delete('/api/team/invitations/:id', { schema: { params: idParams } }, async (request, reply) => {
    await members.revokeInvitation(currentUser(request), request.params.id, requestActor(request));
    return reply.status(204).send();
  });

  app.patch(
    '/api/team/members/:userId',
    { schema: { params: memberParams, body: changeRoleInputSchema, response: { 200: teamSchema } } },
    async (request) => {
      const user = currentUser(request);
      await members.changeRole(user, request.params.userId, request.body.role, requestActor(request));
      return members.team(user.accountId);
    },
  );

  app.delete('/api/team/members/:userId', { schema: { params: memberParams } }, async (request, reply) => {
    await members.remove(currentUser(request), request.params.userId, requestActor(request));
    return reply.status(204).send();
  });

  app.post('/api/team/leave', async (request, reply) => {
    const user = currentUser(request);
    await members.remove(user, user.id, requestActor(request));
    const next = await findDefaultAccount(db, user.id);
    if (!next) {
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    }
    const { user: moved, session } = await auth.openSession(user.id, next.accountId, sessionClient(request));
    setSessionCookie(reply, session, secureCookies);
    return reply.send({ user: moved });
  });

  app.get(
    '/api/public/invitations/:token',
    { schema: { params: tokenParams, response: { 200: invitationPreviewSchema } } },
    async (request) => members.previewInvitation(request.params.token),
  );

  app.post(
    '/api/public/invitations/:token/accept',
    {
      schema: {
        params: tokenParams,
        body: acceptInvitationInputSchema,
        response: { 200: sessionResponseSchema },
      },
      config: { rateLimit: { max: acceptRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const token = sessionToken(request.cookies);
      const signedIn = await auth.authenticate(token);
      const joined = await members.acceptInvitation(request.params.token, request.body, signedIn, request.ip);
      if (signedIn) {
        await members.switchAccount(signedIn, sessionIdFromToken(token), joined.accountId);
        return { user: await sessionUser(token) };
      }
      const { user, session } = await auth.openSession(
        joined.userId,
        joined.accountId,
        sessionClient(request),
      );
      setSessionCookie(reply, session, secureCookies);
      return { user };
    },
  );

  app.get('/api/accounts', { schema: { response: { 200: memberAccountListSchema } } }, async (request) => ({
    data: await members.accounts(currentUser(request)),
  }));

  app.put(
    '/api/accounts/current',
    { schema: { body: switchAccountInputSchema, response: { 200: sessionResponseSchema } } },
    async (request) => {
      const token = sessionToken(request.cookies);
      await members.switchAccount(currentUser(request), sessionIdFromToken(token), request.body.accountId);
      return { user: await sessionUser(token) };
    },
  );
};
