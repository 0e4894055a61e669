/** Sizes of indexes on disk, for the tests that hold an index to its bytes a row (docs/architecture.md#scale). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';

/** Bytes of `index` on disk (`pg_relation_size`). */
export async function indexBytes(db: Db, index: string): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select pg_relation_size(${index}::regclass)::text as bytes`,
  );
  return Number(row?.bytes);
}
