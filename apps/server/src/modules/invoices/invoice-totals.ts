/**
 * The server's side of invoice totals (docs/invoices.md#rounding): contracts' `priceInvoice`, its
 * problems refused as `validation_failed` with the field's message.
 * @module
 */
import type { InvoiceLineInput } from '@malipo/contracts/invoices';
import { priceInvoice, type InvoiceTotals } from '@malipo/contracts/invoice-totals';
import { AppError } from '../../lib/app-error';

export type { InvoiceTotals } from '@malipo/contracts/invoice-totals';

/**
 * Prices `lines` and applies `discountMinor`. Throws `validation_failed` with a field message when a
 * line amount or the total exceeds `MAX_AMOUNT_MINOR` (`lines.{i}.unitPriceMinor`, `discountMinor`),
 * or when the discount exceeds the subtotal (`discountMinor`).
 */
export function computeInvoiceTotals(lines: InvoiceLineInput[], discountMinor: number): InvoiceTotals {
  const priced = priceInvoice(lines, discountMinor);
  if (!priced.ok) {
    const { field, message } = priced.problem;
    throw new AppError(
      'validation_failed',
      field === 'discountMinor' ? 'Check the discount' : 'Check the amounts',
      {
        [field]: message,
      },
    );
  }
  return priced.totals;
}
