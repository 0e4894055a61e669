/**
 * Shapes invoice rows as `/api/invoices` and `/v1/invoices` answer them (contracts `invoices.ts`).
 * @module
 */
import type { Invoice } from '@malipo/contracts/invoices';
import { isOverdue } from './invoice-state';
import type { InvoiceCustomer, InvoiceLineRow, InvoiceRow } from './invoices.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The amounts of an invoice row that decide what is due (minor units). */
export type InvoiceRowAmounts = Pick<InvoiceRow, 'totalMinor' | 'amountPaidMinor'>;

/**
 * What is still due on invoice `row`, in minor units: total − paid, never below 0 (money captured
 * after the invoice was covered is an overpayment, docs/invoices.md#payments).
 */
export function amountDueMinor(row: InvoiceRowAmounts): number {
  return Math.max(0, row.totalMinor - row.amountPaidMinor);
}

/** Invoice `row` with its customer and lines; `today` (merchant's local `YYYY-MM-DD`) decides `overdue`. */
export function toInvoice(
  row: InvoiceRow,
  customer: InvoiceCustomer,
  lines: InvoiceLineRow[],
  today: string,
): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    overdue: isOverdue(row.status, row.dueDate, today),
    customer,
    currency: row.currency,
    dueDate: row.dueDate,
    memo: row.memo,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      taxRateBps: line.taxRateBps,
      lineSubtotalMinor: line.lineSubtotalMinor,
      lineTaxMinor: line.lineTaxMinor,
    })),
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    amountPaidMinor: row.amountPaidMinor,
    amountDueMinor: amountDueMinor(row),
    allowPartialPayment: row.allowPartialPayment,
    revisedFromId: row.revisedFromId,
    issuedAt: iso(row.issuedAt),
    paidAt: iso(row.paidAt),
    voidedAt: iso(row.voidedAt),
    uncollectibleAt: iso(row.uncollectibleAt),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Line rows grouped by invoice id. */
export function linesByInvoice(rows: InvoiceLineRow[]): Map<string, InvoiceLineRow[]> {
  const byInvoice = new Map<string, InvoiceLineRow[]>();
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}
