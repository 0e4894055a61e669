/**
 * Invoice totals with per-line rounding (docs/invoices.md#rounding), in integer minor units of the
 * invoice's currency, computed with `bigint` so no intermediate product loses precision — the one
 * rule the server stores and the dashboard's form shows as the merchant types:
 * - line subtotal = quantity × unit price (exact);
 * - line tax = round-half-up(line subtotal × rate in basis points / 10 000), per line;
 * - subtotal = Σ line subtotals; tax = Σ line taxes;
 * - total = subtotal − discount + tax, the discount (≤ subtotal) coming off after the taxes.
 * @module
 */
import type { InvoiceLineInput } from './invoices';
import { MAX_AMOUNT_MINOR } from './money';

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

/** Why lines cannot be priced: the field (`lines.{i}.unitPriceMinor`, `discountMinor`) and a message. */
export interface InvoiceTotalsProblem {
  field: string;
  message: string;
}

const BPS = 10_000n;
const MAX = BigInt(MAX_AMOUNT_MINOR);

/** `amount × rateBps / 10 000` rounded half up (amount and rate non-negative). */
export function taxOf(amountMinor: bigint, rateBps: number): bigint {
  return (amountMinor * BigInt(rateBps) * 2n + BPS) / (BPS * 2n);
}

/**
 * Prices `lines` and applies `discountMinor`: the totals, or the problem when a line amount or the
 * total exceeds `MAX_AMOUNT_MINOR`, or the discount exceeds the subtotal.
 */
export function priceInvoice(
  lines: readonly InvoiceLineInput[],
  discountMinor: number,
): { ok: true; totals: InvoiceTotals } | { ok: false; problem: InvoiceTotalsProblem } {
  let subtotal = 0n;
  let tax = 0n;
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const lineSubtotal = BigInt(line.quantity) * BigInt(line.unitPriceMinor);
    if (lineSubtotal > MAX) {
      return {
        ok: false,
        problem: { field: `lines.${index}.unitPriceMinor`, message: 'Amount is too large' },
      };
    }
    const lineTax = line.taxRateBps === null ? 0n : taxOf(lineSubtotal, line.taxRateBps);
    subtotal += lineSubtotal;
    tax += lineTax;
    priced.push({ ...line, lineSubtotalMinor: Number(lineSubtotal), lineTaxMinor: Number(lineTax) });
  }
  const discount = BigInt(discountMinor);
  if (discount > subtotal) {
    return {
      ok: false,
      problem: { field: 'discountMinor', message: 'Discount cannot be more than the subtotal' },
    };
  }
  const total = subtotal - discount + tax;
  if (subtotal > MAX || total > MAX) {
    return { ok: false, problem: { field: 'discountMinor', message: 'Amount is too large' } };
  }
  return {
    ok: true,
    totals: {
      lines: priced,
      subtotalMinor: Number(subtotal),
      discountMinor,
      taxMinor: Number(tax),
      totalMinor: Number(total),
    },
  };
}
