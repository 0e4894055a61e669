/**
 * What tests read of indexes (docs/architecture.md#scale): an index's size on disk, for the tests
 * that hold an index to its bytes a row, and a query's plan with sequential scans ruled out, for
 * the tests that show a query is answered through an index.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';

/** Bytes of relation `name` (an index or a table) on disk (`pg_relation_size`). */
export async function relationBytes(db: Db, name: string): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select pg_relation_size(${name}::regclass)::text as bytes`,
  );
  return Number(row?.bytes);
}

/**
 * The plan of `query` (`EXPLAIN`, its lines joined) with sequential scans ruled out, so that on a
 * table of a few rows the planner still shows which index it can use.
 */
export async function indexPlan(db: Db, query: SQL): Promise<string> {
  await db.execute(sql`set enable_seqscan = off`);
  try {
    const lines = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
    return lines.map((line) => line['QUERY PLAN']).join('\n');
  } finally {
    await db.execute(sql`reset enable_seqscan`);
  }
}
