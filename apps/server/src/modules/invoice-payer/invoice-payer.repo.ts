/**
 * Invoice queries of the payer side (docs/invoices.md#payments): an invoice by its id alone, for its
 * public page (ids are unguessable), and the payments made for one of a merchant's invoices.
 * @module
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invoices, merchants, payments } from '../../db/schema';

/** Invoice `id` (any merchant's) with its customer and its merchant, or undefined. */
export async function findPublicInvoice(db: Db, id: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      customer: { id: customers.id, name: customers.name, email: customers.email, phone: customers.phone },
      merchant: merchants,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(merchants, eq(merchants.id, invoices.merchantId))
    .where(eq(invoices.id, id));
  return row;
}

/** The payments made for merchant `merchantId`'s invoice `invoiceId`, in any state, oldest first. */
export function invoicePayments(db: Db, merchantId: string, invoiceId: string) {
  return db
    .select({
      id: payments.id,
      status: payments.status,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      methodType: payments.methodType,
      payerName: payments.payerName,
      createdAt: payments.createdAt,
      succeededAt: payments.succeededAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.merchantId, merchantId),
        eq(payments.sourceType, 'invoice'),
        eq(payments.sourceId, invoiceId),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
