/**
 * `GET /api/notifications`: the signed-in merchant's 50 newest outbox emails to customers (team
 * invitations, which carry one person's sign-up link, are left out).
 * @module
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_EMAIL_KINDS,
  notificationListSchema,
  type CustomerEmailKind,
} from '@malipo/contracts/notifications';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { currentUser } from '../../plugins/auth-session';

/**
 * The Emails section's route (docs/product.md#emails), for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`, 403 `forbidden`)
 * and scoped to the signed-in merchant.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (request) => {
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.merchantId, currentUser(request).merchantId),
            inArray(emailOutbox.kind, CUSTOMER_EMAIL_KINDS),
          ),
        )
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(50);
      return {
        data: rows.map((r) => ({
          id: r.id,
          // The query keeps customer kinds only.
          kind: r.kind as CustomerEmailKind,
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
