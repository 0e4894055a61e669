/**
 * The reconciliation's admin API (docs/providers.md#reconciliation), behind
 * `Authorization: Bearer <ADMIN_API_TOKEN>` (401 `unauthenticated` otherwise) and registered only when
 * the token is configured, like the other admin routes:
 * - `GET /api/admin/reconciliation/reports?provider=&from=&to=` — reports, newest day first;
 * - `GET /api/admin/reconciliation/reports/{id}` — one report with its mismatches;
 * - `GET /api/admin/reconciliation/reports/{id}.csv` — its mismatches as a CSV download;
 * - `POST /api/admin/reconciliation/runs` `{ provider, day }` — runs it now, answers the report (201).
 * @module
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reconciliationReportDetailSchema,
  reconciliationReportListSchema,
  reconciliationReportQuerySchema,
  reconciliationRunInputSchema,
} from '@malipo/contracts/reconciliation';
import { requireAdminToken } from '../../plugins/admin-token';
import type { ReconciliationService } from './reconciliation.service';

const params = z.object({ id: z.string().min(1).max(64) });

/** Registers the reconciliation admin routes guarded by `adminToken`. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{
  reconciliation: ReconciliationService;
  adminToken: string;
}> = async (app, { reconciliation, adminToken }) => {
  app.addHook('preHandler', requireAdminToken(adminToken));

  app.get(
    '/api/admin/reconciliation/reports',
    {
      schema: {
        querystring: reconciliationReportQuerySchema,
        response: { 200: reconciliationReportListSchema },
      },
    },
    async (request) => ({ data: await reconciliation.list(request.query) }),
  );

  app.get('/api/admin/reconciliation/reports/:id.csv', { schema: { params } }, async (request, reply) => {
    const { report, csv } = await reconciliation.exportCsv({ id: request.params.id });
    const filename = `malipo-reconciliation-${report.provider}-${report.day}-run${report.run}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });

  app.get(
    '/api/admin/reconciliation/reports/:id',
    { schema: { params, response: { 200: reconciliationReportDetailSchema } } },
    async (request) => reconciliation.get({ id: request.params.id }),
  );

  app.post(
    '/api/admin/reconciliation/runs',
    { schema: { body: reconciliationRunInputSchema, response: { 201: reconciliationReportDetailSchema } } },
    async (request, reply) => reply.status(201).send(await reconciliation.runNow(request.body)),
  );
};
