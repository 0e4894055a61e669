/**
 * Payment queries. `lockPayment` is for use inside a transaction: it holds the row until commit so
 * two outcomes for one payment are applied one after the other.
 * @module
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Mode } from '@malipo/contracts/modes';
import type { Db } from '../../db/client';
import { merchants, payments } from '../../db/schema';
import type { PaymentRow } from './payment-view';

/** Inserts a payment and returns the stored row. */
export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

/** Whether a payment was already made under idempotency key `key` in `scope` (at any time). */
export async function hasPaymentWithKey(db: Db, scope: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.idempotencyScope, scope), eq(payments.idempotencyKey, key)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Phase 1's one read about the merchant (docs/payments.md#atomic-phases): merchant row
 * `merchantId`'s mode, and whether a payment was already made under idempotency key `key` in
 * `scope` (at any time), in one statement. Throws `Error` for an unknown merchant (a programming
 * error).
 */
export async function merchantModeAndKeyUse(
  db: Db,
  input: { merchantId: string; scope: string; key: string },
): Promise<{ mode: Mode; keyUsed: boolean }> {
  const [row] = await db
    .select({
      mode: merchants.mode,
      keyUsed: sql<boolean>`exists (select 1 from ${payments} where ${and(
        eq(payments.idempotencyScope, input.scope),
        eq(payments.idempotencyKey, input.key),
      )})`.mapWith(Boolean),
    })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!row) throw new Error(`merchant ${input.merchantId} not found`);
  return row;
}

/** A payment by id (any merchant: ids are unguessable and only payer-safe fields leave), or undefined. */
export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Reads and locks a payment (`SELECT … FOR UPDATE`) inside the caller's transaction. */
export async function lockPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Updates a payment's columns and returns the new row. Throws `Error` if the payment does not exist. */
export async function updatePayment(db: Db, id: string, values: Partial<PaymentRow>): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}
