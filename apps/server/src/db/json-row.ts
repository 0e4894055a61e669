/**
 * Chosen columns of a row as one `json` value, for a read that rides in another statement as a
 * scalar subquery (e.g. the link a payment is for, read with the payment's idempotency claim;
 * docs/architecture.md#scale). Values come back through each column's own Drizzle mapping, so a
 * timestamp reads as a `Date` on PGlite and PostgreSQL alike.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What a column reads as: its data type, or null when the column is nullable. */
type ColumnValue<C extends PgColumn> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;

/** The row {@link jsonRow} reads, keyed as its columns were given. */
export type JsonRow<C extends Record<string, PgColumn>> = { [K in keyof C]: ColumnValue<C[K]> };

/**
 * `json_build_object('key', column, …)` over `columns` (select it from their tables), and `parse`,
 * which maps the driver's value of it back to a row (`undefined` for SQL null: nothing found).
 */
export function jsonRow<C extends Record<string, PgColumn>>(
  columns: C,
): { sql: SQL; parse: (raw: unknown) => JsonRow<C> | undefined } {
  const entries = Object.entries(columns);
  return {
    sql: sql`json_build_object(${sql.join(
      entries.map(([key, column]) => sql`${key}::text, ${column}`),
      sql`, `,
    )})`,
    parse(raw) {
      if (raw === null || raw === undefined) return undefined;
      const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const [key, column] of entries) {
        const value = json[key];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as JsonRow<C>;
    },
  };
}
