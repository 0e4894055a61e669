/**
 * `GET /api/notifications`: the signed-in merchant's 50 newest outbox emails.
 * @module
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListSchema } from '@malipo/contracts/notifications';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { currentUser, requireUser } from '../../plugins/auth-session';
import type { AuthService } from '../auth/auth.service';

/**
 * The Emails section's route (docs/product.md#emails), behind `auth`'s session (401 `unauthenticated`)
 * and scoped to the signed-in merchant.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthService }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/api/notifications',
    { preHandler: requireUser(auth), schema: { response: { 200: notificationListSchema } } },
    async (request) => {
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.merchantId, currentUser(request).merchantId))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(50);
      return {
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.toAddress,
          subject: r.subject,
          body: r.body,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
