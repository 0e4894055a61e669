/**
 * Receipt lookups. A receipt id is unguessable (`rcpt_` + 24 base-62 characters) and is only given
 * to a payment when it succeeds, so the lookup needs no merchant scope: holding the id is the
 * permission, as with a payment id.
 * @module
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, payments, receiptIs } from '../../db/schema';

/**
 * The succeeded payment holding receipt `receiptId`, with its merchant's row, or undefined. Found
 * by the id's digest through payments' receipt index, then compared whole (`receiptIs`).
 */
export async function findReceiptPayment(db: Db, receiptId: string) {
  const [row] = await db
    .select({ payment: payments, merchant: merchants })
    .from(payments)
    .innerJoin(merchants, eq(merchants.id, payments.merchantId))
    .where(and(receiptIs(receiptId), isNotNull(payments.succeededAt)));
  return row;
}
