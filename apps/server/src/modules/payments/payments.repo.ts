/**
 * Payment queries. `lockPayment` is for use inside a transaction: it holds the row until commit so
 * two outcomes for one payment are applied one after the other. The statements every payment sends
 * (insert, lock, update) are SQL templates (`db/table-rows.ts`); the rest use the query builder.
 * @module
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { payments } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import type { PaymentRow } from './payment-view';

const paymentRows = tableRows(payments);

/** Inserts a payment and returns the stored row. */
export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await queryRows<Record<string, unknown>>(
    db,
    sql`INSERT INTO ${payments} ${paymentRows.values(row)} RETURNING ${paymentRows.columns}`,
  );
  if (!inserted) throw new Error('payment insert returned nothing');
  return paymentRows.map(inserted);
}

/**
 * The SQL condition that a payment was already made under idempotency key `key` in `scope` (at any
 * time), for the key's claim to check in its own statement.
 */
export function paymentWithKeyExists({ scope, key }: { scope: string; key: string }): SQL {
  return sql`exists (select 1 from ${payments} where ${and(
    eq(payments.idempotencyScope, scope),
    eq(payments.idempotencyKey, key),
  )})`;
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

/** Updates a payment's columns. Throws `Error` if the payment does not exist. */
export async function updatePayment(db: Db, id: string, values: Partial<PaymentRow>): Promise<void> {
  const updated = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${payments} SET ${paymentRows.set(values)} WHERE id = ${id} RETURNING id`,
  );
  if (updated.length === 0) throw new Error(`payment ${id} vanished`);
}
