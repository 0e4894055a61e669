/**
 * Several writes sent as one statement (docs/architecture.md#scale): each module that owns a table
 * says its write as a {@link WritePart} — data-modifying CTEs, `name AS (…)` — and
 * {@link runWriteParts} sends them as `WITH part₁, part₂, … SELECT outputs`, one round trip where
 * each write was one. PostgreSQL runs a data-modifying `WITH` only at the top level, so parts are
 * flat lists and each module names its CTEs with its own prefix (`ledger_…`, `event_…`). Every CTE
 * of the statement reads the same snapshot and none sees another's rows except through `RETURNING`;
 * triggers and deferred checks run as for separate statements.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/** One module's write within a combined statement. */
export interface WritePart {
  /** The part's CTEs, each `name AS (…)`, in order; names unique to the module. */
  ctes: SQL[];
  /** A scalar SQL expression over the part's CTEs, read back as the part's output (e.g. a count). */
  output?: SQL;
}

/**
 * A condition every part of a statement may be made to depend on (its `when`): e.g. that the row a
 * guard CTE updated exists. `sql\`true\`` when the parts always write.
 */
export const ALWAYS: SQL = sql`true`;

/**
 * Sends `parts` as one statement on `db` (a transaction or, for parts that must all happen or none,
 * the database itself: one statement is one transaction). Returns each part's output as the driver
 * gives it (`undefined` for a part without one), in order. Throws what the database throws; then
 * nothing of any part was written.
 */
export async function runWriteParts(db: Db, parts: readonly WritePart[]): Promise<unknown[]> {
  const ctes = parts.flatMap((part) => part.ctes);
  const outputs = parts.flatMap((part, i) =>
    part.output ? [sql`${part.output} AS ${sql.raw(`o${i}`)}`] : [],
  );
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${outputs.length > 0 ? sql.join(outputs, sql`, `) : sql`1`}`,
  );
  return parts.map((part, i) => (part.output ? row?.[`o${i}`] : undefined));
}
