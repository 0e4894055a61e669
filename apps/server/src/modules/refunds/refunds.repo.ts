/**
 * Refund queries, always scoped by merchant where an id comes from a request. `lockRefund` is for
 * use inside a transaction that already holds the payment's lock (payment first, then refund).
 * @module
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions, payments, refunds } from '../../db/schema';
import type { RefundRow } from './refund-view';

/** Inserts a refund and returns the stored row. */
export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(row).returning();
  if (!inserted) throw new Error('refund insert returned nothing');
  return inserted;
}

/** A refund by id (no merchant scope: for jobs), or undefined. */
export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Merchant `merchantId`'s refund `id`, or undefined (another merchant's id included). */
export async function findMerchantRefund(
  db: Db,
  merchantId: string,
  id: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.merchantId, merchantId)));
  return row;
}

/** Reads and locks a refund (`SELECT … FOR UPDATE`) inside the caller's transaction. */
export async function lockRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

/** Updates a refund's columns and returns the new row. */
export async function updateRefund(db: Db, id: string, values: Partial<RefundRow>): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
}

/** A payment's refunds, newest first. */
export async function listRefundsOfPayment(db: Db, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/**
 * Sum of a payment's refunds in minor units: the pending and succeeded ones (`'outstanding'`, what
 * the refundable amount is reduced by) or the succeeded ones only.
 */
export async function refundedMinor(
  db: Db,
  paymentId: string,
  which: 'outstanding' | 'succeeded',
): Promise<number> {
  const status = which === 'outstanding' ? ne(refunds.status, 'failed') : eq(refunds.status, 'succeeded');
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), status));
  return row?.total ?? 0;
}

/** True when a Malipo wallet paid for `paymentId` by virtual card (its issuer posted a `card_spend`). */
export async function isWalletFunded(db: Db, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.recordId, paymentId), eq(ledgerTransactions.type, 'card_spend')));
  return row !== undefined;
}

/**
 * What history's detail view shows of merchant `merchantId`'s refund `id`: the refunded payment as
 * its source, its failure, and when it succeeded. Undefined for an unknown or another merchant's id.
 */
export async function refundHistoryDetail(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select({ refund: refunds, paymentDescription: payments.description })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.id, id), eq(refunds.merchantId, merchantId)));
  if (!row) return undefined;
  const { refund } = row;
  return {
    source: { type: 'payment', id: refund.paymentId, name: row.paymentDescription },
    failure: refund.failureCode ? { code: refund.failureCode, message: refund.failureMessage ?? '' } : null,
    succeededAt: refund.status === 'succeeded' ? refund.updatedAt.toISOString() : null,
  };
}
