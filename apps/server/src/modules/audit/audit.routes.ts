/**
 * `/api/audit-events` (signed in, every role): the audit log's pages, its CSV export and the members
 * who appear in it (docs/security.md#audit-log). A role without `audit` sees only its own entries.
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_ROWS_HEADER,
  auditActorListSchema,
  auditEventFiltersSchema,
  auditEventPageQuerySchema,
  auditEventPageSchema,
} from '@malipo/contracts/audit';
import { currentUser } from '../../plugins/auth-session';
import type { AuditService } from './audit.service';

/** The audit log routes, for signed-in members allowed by plugins/route-permissions.ts (401 `unauthenticated`). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/audit-events',
    { schema: { querystring: auditEventPageQuerySchema, response: { 200: auditEventPageSchema } } },
    async (request) => audit.page({ viewer: currentUser(request), query: request.query }),
  );

  app.get(
    '/api/audit-events/export.csv',
    { schema: { querystring: auditEventFiltersSchema } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      const csv = await audit.exportCsv({ viewer: currentUser(request), filters: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="malipo-audit-log-${stamp}.csv"`)
        .header(AUDIT_CSV_ROWS_HEADER, String(csv.rows))
        .send(csv.stream);
    },
  );

  app.get(
    '/api/audit-events/actors',
    { schema: { response: { 200: auditActorListSchema } } },
    async (request) => audit.actors({ viewer: currentUser(request) }),
  );
};
