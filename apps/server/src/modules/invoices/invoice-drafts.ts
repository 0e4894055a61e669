/**
 * Writing draft invoices (docs/invoices.md#model): a new draft with its number, customer and priced
 * lines, and the changes a draft accepts. Every function runs in the caller's transaction.
 * @module
 */
import type { InvoiceLineInput } from '@malipo/contracts/invoices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findCustomer } from '../customers/customers.repo';
import { allocateInvoiceNumber } from './invoice-numbers';
import { computeInvoiceTotals, type InvoiceTotals } from './invoice-totals';
import { insertInvoice, replaceLines } from './invoices.repo';

/** How many taken numbers a create skips (after a prefix went back to an old one) before giving up. */
const MAX_NUMBER_ATTEMPTS = 20;

/** What a draft is made of, before pricing. Amounts in minor units of `currency`. */
export interface DraftInput {
  customerId: string;
  currency: string;
  dueDate: string;
  memo: string;
  discountMinor: number;
  allowPartialPayment: boolean;
  lines: InvoiceLineInput[];
  revisedFromId?: string | null;
}

/** Throws `validation_failed` (field `customerId`) unless `customerId` is one of the merchant's customers. */
export async function requireCustomer(tx: Db, merchantId: string, customerId: string): Promise<void> {
  if (!(await findCustomer(tx, merchantId, customerId))) {
    throw new AppError('validation_failed', 'Choose a customer', { customerId: 'Customer not found' });
  }
}

/** Stores the priced `lines` of invoice `invoiceId`, replacing any. */
export async function storeLines(tx: Db, invoiceId: string, totals: InvoiceTotals): Promise<void> {
  await replaceLines(
    tx,
    invoiceId,
    totals.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      taxRateBps: line.taxRateBps,
      lineSubtotalMinor: line.lineSubtotalMinor,
      lineTaxMinor: line.lineTaxMinor,
    })),
  );
}

/**
 * Inserts a draft for the merchant with the next invoice number and returns its id. Throws
 * `validation_failed` for amounts (computeInvoiceTotals) or an unknown customer.
 */
export async function insertDraft(tx: Db, merchantId: string, input: DraftInput, now: Date): Promise<string> {
  await requireCustomer(tx, merchantId, input.customerId);
  const totals = computeInvoiceTotals(input.lines, input.discountMinor);
  const id = newId('inv');
  for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
    const inserted = await insertInvoice(tx, {
      id,
      merchantId,
      customerId: input.customerId,
      number: await allocateInvoiceNumber(tx, merchantId, now),
      currency: input.currency,
      status: 'draft',
      dueDate: input.dueDate,
      memo: input.memo,
      subtotalMinor: totals.subtotalMinor,
      discountMinor: totals.discountMinor,
      taxMinor: totals.taxMinor,
      totalMinor: totals.totalMinor,
      amountPaidMinor: 0,
      allowPartialPayment: input.allowPartialPayment,
      revisedFromId: input.revisedFromId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) {
      await storeLines(tx, id, totals);
      return id;
    }
  }
  throw new AppError(
    'conflict',
    'Invoice numbers are taken; choose another next number in the invoice settings',
  );
}
