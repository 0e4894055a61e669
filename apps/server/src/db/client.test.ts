/**
 * `openDatabase` on PostgreSQL holds at most `poolSize` connections: requests beyond it wait for one
 * (docs/architecture.md#scale). Skipped without a PostgreSQL server.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const SKIPPED = serverUrl ? '' : ' (skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)';

describe.skipIf(!serverUrl)(`the PostgreSQL pool${SKIPPED}`, () => {
  it.each([2, 3])('of size %i answers six queries at once on that many connections', async (poolSize) => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize, pgliteDataDir: 'memory://' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          queryRows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`),
        ),
      );
      expect(new Set(answers.map(([row]) => row?.pid)).size).toBe(poolSize);
    } finally {
      await database.close();
    }
  });
});
