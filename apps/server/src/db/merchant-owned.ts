/**
 * Status toggling and soft deletion for merchant-owned tables that share the columns `id`,
 * `merchant_id`, `status` ('active' | 'paused') and `deleted_at` (docs/product.md#states "Link status": created
 * active, toggled between active and paused, deleted). Every statement is scoped by the merchant id,
 * and deleted rows are never touched again.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';

/** A status a merchant can give one of its links or catalogues. */
export type OwnedStatus = 'active' | 'paused';

/**
 * Sets the status of the merchant's row `id` in `table` (not deleted). Returns whether a row changed;
 * `false` means the row is unknown, deleted or another merchant's.
 */
export async function setOwnedStatus(
  db: Db,
  table: PgTable,
  input: { merchantId: string; id: string; status: OwnedStatus },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${table} set status = ${input.status}
        where id = ${input.id} and merchant_id = ${input.merchantId} and deleted_at is null
        returning id`,
  );
  return rows.length > 0;
}

/**
 * Soft-deletes the merchant's row `id` in `table` at `now`: it leaves the merchant's lists and its
 * public page answers not found, while past payments keep their source. Returns whether a row changed.
 */
export async function softDeleteOwned(
  db: Db,
  table: PgTable,
  input: { merchantId: string; id: string; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${table} set deleted_at = ${input.now}
        where id = ${input.id} and merchant_id = ${input.merchantId} and deleted_at is null
        returning id`,
  );
  return rows.length > 0;
}
