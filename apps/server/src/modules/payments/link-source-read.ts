/**
 * The read a lock-free payment source makes of its link (a payment link, a donation link): chosen
 * columns of the live link and its merchant's mode as one `json` value, sent in the payment's
 * idempotency claim statement (`readWithClaim`; docs/architecture.md#scale).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { jsonRow, type JsonRow } from '../../db/json-row';
import { merchants } from '../../db/schema';

/** A link table: any merchant's links by public `id`, soft-deleted with `deletedAt`. */
type LinkTable = PgTable & { id: PgColumn; merchantId: PgColumn; deletedAt: PgColumn };

/** The read of one link: `sql` to send, `parse` for its value (`undefined`: no such live link). */
export interface LinkRead<Row> {
  sql: SQL;
  parse: (raw: unknown) => Row | undefined;
}

/**
 * Builds, once per link table, the read of link `id` (not deleted) with `columns` of it and its
 * merchant's `mode`.
 */
export function linkSourceRead<C extends Record<string, PgColumn>>(table: LinkTable, columns: C) {
  const row = jsonRow({ ...columns, mode: merchants.mode });
  return (id: string): LinkRead<JsonRow<C & { mode: typeof merchants.mode }>> => ({
    sql: sql`(SELECT ${row.sql} FROM ${table} JOIN ${merchants} ON ${merchants.id} = ${table.merchantId}
      WHERE ${table.id} = ${id} AND ${table.deletedAt} IS NULL)`,
    parse: row.parse,
  });
}
