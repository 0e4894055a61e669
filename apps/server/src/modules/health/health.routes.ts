/**
 * `GET /healthz` (the process answers) and `GET /readyz` (database reachable and every committed
 * migration applied).
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MIGRATIONS_DIR, queryRows, type Db } from '../../db/client';

async function expectedMigrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * The health routes: `/healthz` always answers 200 `{ status: 'ok' }`; `/readyz` answers 200 when the
 * database answers and has every migration of the journal, else 503 `not_ready`. No sign-in.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const expected = await expectedMigrationCount();

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      const [row] = await queryRows<{ count: number | string }>(
        db,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      const applied = Number(row?.count ?? 0);
      if (applied < expected) {
        return reply
          .status(503)
          .send({ status: 'not_ready', database: 'ok', migrations: `${applied}/${expected} applied` });
      }
      return { status: 'ready', database: 'ok', migrations: `${applied}/${expected} applied` };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'not_ready', database: 'unreachable' });
    }
  });
};
