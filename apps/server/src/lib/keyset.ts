/**
 * Keyset pagination over a newest-first order on (created_at, id) (docs/architecture.md#scale): a
 * page starts after the last row's position, found by an index seek instead of an `OFFSET`.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A row's position in a newest-first keyset order: its `createdAt` and id. */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/**
 * The condition that a row (`createdAt`, `id` columns) comes after `position` in newest-first
 * order: a row comparison, so the index seeks straight to the position instead of filtering from
 * the top.
 */
export function afterPosition(createdAt: PgColumn, id: PgColumn, position: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) < (${position.createdAt.toISOString()}::timestamptz, ${position.id})`;
}
