/**
 * Payment queries. `lockPayment` is for use inside a transaction: it holds the row until commit so
 * two outcomes for one payment are applied one after the other. The statements every payment sends
 * (insert, lock, update) are SQL templates (`db/table-rows.ts`); the rest use the query builder.
 * @module
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { idempotencyDigest, payments } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import { ALWAYS, runWriteParts, type WritePart } from '../../db/write-parts';
import { newReceiptId } from '../../lib/ids';
import type { PaymentRow } from './payment-view';

const paymentRows = tableRows(payments);

/**
 * A payment row as stored and its version: PostgreSQL's `xmin` of the row, which every update
 * changes, for {@link paymentUpdatePart} to update it only if no one else has since.
 */
export interface VersionedPayment {
  row: PaymentRow;
  version: string;
}

/**
 * A payment to create: every column but its receipt id and its key's digest, which
 * {@link paymentInsertPart} gives.
 */
export type NewPaymentRow = Omit<typeof payments.$inferInsert, 'receiptId' | 'idempotencyKeyDigest'>;

/**
 * The insert of payment `row` as a part of a combined statement (`db/write-parts.ts`, CTE
 * `payment_new`), written only when `when` holds; read its output with {@link insertedPayment}.
 * A payment is created with its receipt id (`rcpt_…`), shown once it succeeds (`receiptIdOf`, payment-view.ts):
 * its capture then changes no indexed column, and PostgreSQL updates the row in place
 * (docs/architecture.md#scale).
 */
export function paymentInsertPart(row: NewPaymentRow, when: SQL = ALWAYS): WritePart {
  const { idempotencyScope: scope, idempotencyKey: key } = row;
  const created = {
    ...row,
    receiptId: newReceiptId(),
    idempotencyKeyDigest: scope && key ? idempotencyDigest(scope, key) : null,
  };
  return {
    ctes: [
      sql`payment_new AS (INSERT INTO ${payments} ${paymentRows.selectValues(created, when)}
        RETURNING ${paymentRows.columns}, xmin::text AS row_version)`,
    ],
    output: sql`(SELECT row_to_json(p) FROM payment_new p)`,
  };
}

/** The condition, for the other parts of its statement, that a {@link paymentInsertPart} wrote its payment. */
export const PAYMENT_INSERTED: SQL = sql`EXISTS (SELECT 1 FROM payment_new)`;

/** The payment a {@link paymentInsertPart} wrote, from its output; undefined when it wrote none. */
export function insertedPayment(output: unknown): VersionedPayment | undefined {
  if (output === null || output === undefined) return undefined;
  const raw = (typeof output === 'string' ? JSON.parse(output) : output) as Record<string, unknown>;
  return { row: paymentRows.map(raw), version: String(raw.row_version) };
}

/**
 * Inserts a payment with `parts` (e.g. its recovery job) in one statement (`db/write-parts.ts`) and
 * returns the stored row and its version.
 */
export async function insertPayment(
  db: Db,
  row: NewPaymentRow,
  parts: readonly WritePart[] = [],
): Promise<VersionedPayment> {
  const [output] = await runWriteParts(db, [paymentInsertPart(row), ...parts]);
  const inserted = insertedPayment(output);
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

/**
 * The SQL condition that a payment was already made under idempotency key `key` in `scope` (at any
 * time), for the key's claim to check in its own statement.
 */
export function paymentWithKeyExists(ref: { scope: string; key: string }): SQL {
  return sql`exists (select 1 from ${payments} where ${paymentKeyIs(ref)})`;
}

/**
 * The SQL condition that a payment was made under idempotency key `key` in `scope`: through the
 * unique index on their digest ({@link idempotencyDigest}), then the texts themselves while the
 * payment keeps them (until it is settled).
 */
export function paymentKeyIs({ scope, key }: { scope: string; key: string }): SQL {
  const { idempotencyScope, idempotencyKey, idempotencyKeyDigest } = payments;
  return sql`${idempotencyKeyDigest} = ${idempotencyDigest(scope, key)}
    and (${idempotencyKey} is null or (${idempotencyScope} = ${scope} and ${idempotencyKey} = ${key}))`;
}

/** A payment by id (any merchant: ids are unguessable and only payer-safe fields leave), or undefined. */
export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Reads and locks a payment (`SELECT … FOR UPDATE`) inside the caller's transaction. */
export async function lockPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${paymentRows.columns} FROM ${payments} WHERE id = ${id} FOR UPDATE`,
  );
  return row && paymentRows.map(row);
}

/**
 * The update of payment `id`'s columns as a part of a combined statement (`db/write-parts.ts`, CTE
 * `payment_updated`); with `version`, only if the row is still at that version (no one updated it
 * since it was read). Its output is the number of rows updated (0 or 1); {@link PAYMENT_UPDATED} is
 * the condition that it updated one, for the statement's other parts.
 */
export function paymentUpdatePart(id: string, values: Partial<PaymentRow>, version?: string): WritePart {
  const same = version === undefined ? sql`` : sql` AND xmin = ${version}::xid`;
  return {
    ctes: [
      sql`payment_updated AS (UPDATE ${payments} SET ${paymentRows.set(values)} WHERE id = ${id}${same} RETURNING id)`,
    ],
    output: sql`(SELECT count(*)::int FROM payment_updated)`,
  };
}

/** Updates a payment's columns in the caller's transaction. Throws `Error` if the payment does not exist. */
export async function updatePayment(db: Db, id: string, values: Partial<PaymentRow>): Promise<void> {
  const [updated] = await runWriteParts(db, [paymentUpdatePart(id, values)]);
  if (Number(updated) === 0) throw new Error(`payment ${id} vanished`);
}

/** The condition that {@link paymentUpdatePart}'s update found its row. */
export const PAYMENT_UPDATED: SQL = sql`EXISTS (SELECT 1 FROM payment_updated)`;
