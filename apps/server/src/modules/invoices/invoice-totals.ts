/**
 * Invoice totals with per-line rounding (docs/invoices.md#rounding), in integer minor units of the
 * invoice's currency, computed with `bigint` so no intermediate product loses precision:
 * - line subtotal = quantity × unit price (exact);
 * - line tax = round-half-up(line subtotal × rate in basis points / 10 000), per line;
 * - subtotal = Σ line subtotals; tax = Σ line taxes;
 * - total = subtotal − discount + tax, the discount (≤ subtotal) coming off after the taxes.
 * @module
 */
import { MAX_AMOUNT_MINOR } from '@malipo/contracts/money';
import type { InvoiceLineInput } from '@malipo/contracts/invoices';
import { AppError } from '../../lib/app-error';

/** One line with its computed amounts (minor units). */
export interface PricedLine extends InvoiceLineInput {
  lineSubtotalMinor: number;
  lineTaxMinor: number;
}

/** An invoice's lines and amounts (minor units). */
export interface InvoiceTotals {
  lines: PricedLine[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

const BPS = 10_000n;
const MAX = BigInt(MAX_AMOUNT_MINOR);

/** `amount × rateBps / 10 000` rounded half up (amount and rate non-negative). */
export function taxOf(amountMinor: bigint, rateBps: number): bigint {
  return (amountMinor * BigInt(rateBps) * 2n + BPS) / (BPS * 2n);
}

function tooLarge(field: string): AppError {
  return new AppError('validation_failed', 'Check the amounts', { [field]: 'Amount is too large' });
}

/**
 * Prices `lines` and applies `discountMinor`. Throws `validation_failed` with a field message when a
 * line amount or the total exceeds `MAX_AMOUNT_MINOR` (`lines.{i}.unitPriceMinor`, `discountMinor`),
 * or when the discount exceeds the subtotal (`discountMinor`).
 */
export function computeInvoiceTotals(lines: InvoiceLineInput[], discountMinor: number): InvoiceTotals {
  let subtotal = 0n;
  let tax = 0n;
  const priced = lines.map((line, index) => {
    const lineSubtotal = BigInt(line.quantity) * BigInt(line.unitPriceMinor);
    if (lineSubtotal > MAX) throw tooLarge(`lines.${index}.unitPriceMinor`);
    const lineTax = line.taxRateBps === null ? 0n : taxOf(lineSubtotal, line.taxRateBps);
    subtotal += lineSubtotal;
    tax += lineTax;
    return { ...line, lineSubtotalMinor: Number(lineSubtotal), lineTaxMinor: Number(lineTax) };
  });
  const discount = BigInt(discountMinor);
  if (discount > subtotal) {
    throw new AppError('validation_failed', 'Check the discount', {
      discountMinor: 'Discount cannot be more than the subtotal',
    });
  }
  const total = subtotal - discount + tax;
  if (subtotal > MAX || total > MAX) throw tooLarge('discountMinor');
  return {
    lines: priced,
    subtotalMinor: Number(subtotal),
    discountMinor,
    taxMinor: Number(tax),
    totalMinor: Number(total),
  };
}
