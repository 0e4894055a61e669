/**
 * The read a lock-free payment source makes of its link (a payment link, a donation link): chosen
 * columns of the live link and its merchant's mode as one `json` value, sent in the payment's
 * idempotency claim statement (docs/architecture.md#scale).
 *
 * Each process also remembers the last value read of each link (up to {@link REMEMBERED_LINKS}),
 * with the SQL condition that the link still reads the same: the next payment of the link is then
 * decided from it and written in the claim's own statement, guarded by that condition, and reads
 * afresh only when the condition fails (the link was paused, edited or deleted, or its merchant
 * changed mode). A busy link's payments thus cost one statement fewer.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { jsonRow, type JsonRow } from '../../db/json-row';
import { merchants } from '../../db/schema';

/** Links whose last read each process remembers, per link table. */
export const REMEMBERED_LINKS = 10_000;

/** A link table: any merchant's links by public `id`, soft-deleted with `deletedAt`. */
type LinkTable = PgTable & { id: PgColumn; merchantId: PgColumn; deletedAt: PgColumn };

/** A value read before, and the SQL condition that reading it now would give the same. */
export interface LastRead {
  value: unknown;
  unchanged: SQL;
}

/** The read of one link. */
export interface LinkRead<Row> {
  /** A scalar SQL `json` expression to send. */
  sql: SQL;
  /** Its value as a row (`undefined`: no such live link); a found row is remembered. */
  parse: (raw: unknown) => Row | undefined;
  /** The value this process last read of the link, if it remembers one. */
  lastRead: () => LastRead | undefined;
}

/**
 * Builds, once per link table, the read of link `id` (not deleted) with `columns` of it and its
 * merchant's `mode`.
 */
export function linkSourceRead<C extends Record<string, PgColumn>>(table: LinkTable, columns: C) {
  const all = { ...columns, mode: merchants.mode };
  const row = jsonRow(all);
  const remembered = new LRUCache<string, { raw: unknown; parsed: JsonRow<typeof all> }>({
    max: REMEMBERED_LINKS,
  });
  const live = (
    id: string,
    also: SQL,
  ) => sql`${table} JOIN ${merchants} ON ${merchants.id} = ${table.merchantId}
      WHERE ${table.id} = ${id} AND ${table.deletedAt} IS NULL${also}`;
  /** Each column equal to what `parsed` holds (null matching null), in the driver's terms. */
  const sameAs = (parsed: Record<string, unknown>) =>
    sql.join(
      Object.entries(all).map(
        ([key, column]) => sql` AND ${column} IS NOT DISTINCT FROM ${sql.param(parsed[key], column)}`,
      ),
    );
  return (id: string): LinkRead<JsonRow<typeof all>> => ({
    sql: sql`(SELECT ${row.sql} FROM ${live(id, sql``)})`,
    parse(raw) {
      const parsed = row.parse(raw);
      if (parsed) remembered.set(id, { raw, parsed });
      return parsed;
    },
    lastRead() {
      const last = remembered.get(id);
      return (
        last && {
          value: last.raw,
          unchanged: sql`EXISTS (SELECT 1 FROM ${live(id, sameAs(last.parsed))})`,
        }
      );
    },
  });
}
