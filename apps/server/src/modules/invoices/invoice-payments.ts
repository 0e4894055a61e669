/**
 * Money arriving on an invoice (docs/invoices.md#payments): the one place an invoice becomes
 * `partially_paid` or `paid`. A payment is checked against what is due when it is made
 * ({@link checkInvoicePayable}, in the payment's first transaction) and applied when it is captured
 * ({@link applyInvoicePayment}, in the capture's transaction, `payments/payment-outcome.ts`).
 * Captured money is never refused: two payments in flight may together cover more than was due,
 * and the one captured last is recorded whole — the invoice's paid amount then exceeds its total,
 * the overpayment the merchant refunds from the payment.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@malipo/contracts/invoices';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordEvent } from '../webhooks/events';
import { readInvoice } from './invoice-read';
import { isCollectible } from './invoice-state';
import { amountDueMinor, type InvoiceRowAmounts } from './invoice-view';

/** What decides whether an amount can pay an invoice. */
export type PayableInvoice = InvoiceRowAmounts & { status: InvoiceStatus; allowPartialPayment: boolean };

/**
 * The amount a new payment of `invoice` is for: `amountMinor`, or all that is due when it is
 * `undefined`. Throws `invalid_state` unless the invoice is open or partially paid, and
 * `validation_failed` (field `amountMinor`) for an amount that is not positive, more than is due, or
 * less than is due when partial payments are not allowed.
 */
export function checkInvoicePayable(invoice: PayableInvoice, amountMinor: number | undefined): number {
  if (!isCollectible(invoice.status))
    throw new AppError('invalid_state', 'This invoice is not open for payment');
  const dueMinor = amountDueMinor(invoice);
  const amount = amountMinor ?? dueMinor;
  const invalid = (message: string) => new AppError('validation_failed', message, { amountMinor: message });
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('Amount must be greater than 0');
  if (amount > dueMinor) throw invalid('Amount is more than is due');
  if (amount < dueMinor && !invoice.allowPartialPayment) throw invalid('This invoice must be paid in full');
  return amount;
}

/**
 * Adds the captured `amountMinor` (minor units of the invoice's currency) to invoice `invoiceId`'s
 * paid amount, in `tx` — the capture's transaction — under a row lock, and returns the invoice's
 * status after it. An open or partially paid invoice becomes `paid` (with `paidAt` = `now`, and the
 * `invoice.paid` event recorded in `tx`) once the total is covered, else `partially_paid`. An
 * invoice already paid, void or uncollectible keeps its status: the money is recorded on it all the
 * same (an overpayment, or money on a void invoice, for the merchant to refund). Never throws for
 * the amount: the money has been captured. Throws `not_found` for an unknown invoice.
 */
export async function applyInvoicePayment(
  tx: Db,
  invoiceId: string,
  amountMinor: number,
  now: Date,
): Promise<InvoiceStatus> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new AppError('not_found', 'Invoice not found');
  const paidMinor = row.amountPaidMinor + amountMinor;
  const collecting = isCollectible(row.status);
  const status: InvoiceStatus = !collecting
    ? row.status
    : paidMinor >= row.totalMinor
      ? 'paid'
      : 'partially_paid';
  await tx
    .update(invoices)
    .set({
      status,
      amountPaidMinor: sql`${invoices.amountPaidMinor} + ${amountMinor}`,
      ...(collecting && status === 'paid' ? { paidAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(invoices.id, invoiceId));
  if (collecting && status === 'paid') {
    const ids = { merchantId: row.merchantId, id: invoiceId };
    await recordEvent(tx, {
      merchantId: row.merchantId,
      type: 'invoice.paid',
      data: await readInvoice(tx, ids, now),
      now,
    });
  }
  return status;
}
