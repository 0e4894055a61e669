/**
 * Money arriving on an invoice (docs/invoices.md#payments): the one place an invoice becomes
 * `partially_paid` or `paid`. Nothing calls it yet; the payer page and invoice payments are built
 * later and call it in the transaction that captures the payment.
 * @module
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Adds `amountMinor` (minor units of the invoice's currency) to invoice `invoiceId`'s paid amount,
 * in `tx`, under a row lock: `paid` (with `paidAt` = `now`) once the total is covered, else
 * `partially_paid`. Returns the new status. Throws `invalid_state` unless the invoice is open or
 * partially paid, and `validation_failed` (field `amountMinor`) for an amount that is not positive,
 * more than is due, or less than is due when partial payments are not allowed.
 */
export async function applyInvoicePayment(
  tx: Db,
  invoiceId: string,
  amountMinor: number,
  now: Date,
): Promise<'paid' | 'partially_paid'> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new AppError('not_found', 'Invoice not found');
  if (row.status !== 'open' && row.status !== 'partially_paid') {
    throw new AppError('invalid_state', 'This invoice is not open for payment');
  }
  const dueMinor = row.totalMinor - row.amountPaidMinor;
  const invalid = (message: string) => new AppError('validation_failed', message, { amountMinor: message });
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw invalid('Amount must be greater than 0');
  if (amountMinor > dueMinor) throw invalid('Amount is more than is due');
  if (amountMinor < dueMinor && !row.allowPartialPayment) throw invalid('This invoice must be paid in full');
  const status = amountMinor === dueMinor ? 'paid' : 'partially_paid';
  await tx
    .update(invoices)
    .set({
      status,
      amountPaidMinor: sql`${invoices.amountPaidMinor} + ${amountMinor}`,
      paidAt: status === 'paid' ? now : null,
      updatedAt: now,
    })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ['open', 'partially_paid'])));
  return status;
}
