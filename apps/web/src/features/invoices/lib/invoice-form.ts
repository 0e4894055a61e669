/**
 * The invoice draft form (docs/invoices.md): what the merchant types, its checks, and the mapping to
 * `POST /api/invoices` / `PATCH /api/invoices/:id` (prices and discount text → minor units with the
 * shared amount parser, tax % → basis points), and the totals as the merchant types, by the rule the
 * server stores them with (contracts' `priceInvoice`, docs/invoices.md#rounding).
 * @module
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY, PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import type { CreateInvoiceRequest, Invoice, UpdateInvoiceInput } from '@malipo/contracts/invoices';
import { priceInvoice, type InvoiceTotals } from '@malipo/contracts/invoice-totals';
import { minorToDecimalString, parseAmountToMinor } from '@malipo/contracts/money';

/** One line as typed. */
export interface InvoiceLineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  /** Tax in percent ("18", "7.5"); empty for untaxed. */
  taxRate: string;
}

/** Parses a tax percent ("18", "7.5") to basis points; null when empty; NaN when not a percent. */
export function taxPercentToBps(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points as a percent text: 1800 → "18", 750 → "7.5"; empty for null. */
export function bpsToPercentText(bps: number | null): string {
  if (bps === null) return '';
  return (bps / 100).toString();
}

const lineSchema = z.object({
  description: z.string().trim().min(1, 'Description is required').max(500, 'Description is too long'),
  quantity: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Quantity must be a whole number')
    .refine((text) => Number(text) >= 1 && Number(text) <= 1_000_000, 'Quantity must be 1 to 1,000,000'),
  unitPrice: z.string(),
  taxRate: z.string(),
});

/** The form's schema: contact or customer chosen, a due date, 1+ valid lines, a valid discount. */
export const invoiceFormSchema = z
  .object({
    customerMode: z.enum(['existing', 'new']),
    customerId: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    dueDate: z.iso.date({ error: 'Choose a due date' }),
    lines: z.array(lineSchema).min(1, 'Add at least one line'),
    discount: z.string(),
    memo: z.string().max(2000, 'Memo is too long'),
    allowPartialPayment: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.customerMode === 'existing' && values.customerId === '') {
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'Choose a customer' });
    }
    if (values.customerMode === 'new' && values.customerName.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['customerName'], message: 'Name is required' });
    }
    values.lines.forEach((line, index) => {
      if (line.unitPrice.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'unitPrice'],
          message: 'Unit price is required',
        });
      } else if (parseAmountToMinor(line.unitPrice, values.currency) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'unitPrice'],
          message: `Enter an amount in ${values.currency}`,
        });
      }
      const bps = taxPercentToBps(line.taxRate);
      if (bps !== null && (Number.isNaN(bps) || bps > 10_000)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'taxRate'],
          message: 'Enter a percent from 0 to 100',
        });
      }
    });
    if (values.discount.trim() !== '' && parseAmountToMinor(values.discount, values.currency) === null) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: `Enter an amount in ${values.currency}` });
    }
  });

/** Values of the form (all text, as typed). */
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;

/** A blank line. */
export const EMPTY_LINE: InvoiceLineValues = { description: '', quantity: '1', unitPrice: '', taxRate: '' };

/** An empty form: USD, due in 14 days (local calendar date), one blank line. */
export function emptyInvoiceForm(today = new Date()): InvoiceFormValues {
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    customerMode: 'existing',
    customerId: '',
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    currency: PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
    dueDate: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`,
    lines: [{ ...EMPTY_LINE }],
    discount: '',
    memo: '',
    allowPartialPayment: false,
  };
}

/** The form's values for an existing draft. */
export function invoiceToFormValues(invoice: Invoice): InvoiceFormValues {
  const currency =
    PAYMENT_CURRENCIES.find((code) => code === invoice.currency) ??
    PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ??
    'USD';
  return {
    customerMode: 'existing',
    customerId: invoice.customer.id,
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    currency,
    dueDate: invoice.dueDate,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: minorToDecimalString(line.unitPriceMinor, invoice.currency),
      taxRate: bpsToPercentText(line.taxRateBps),
    })),
    discount:
      invoice.discountMinor === 0 ? '' : minorToDecimalString(invoice.discountMinor, invoice.currency),
    memo: invoice.memo,
    allowPartialPayment: invoice.allowPartialPayment,
  };
}

function linesOf(values: InvoiceFormValues) {
  return values.lines.map((line) => ({
    description: line.description.trim(),
    quantity: Number(line.quantity.trim()),
    unitPriceMinor: parseAmountToMinor(line.unitPrice, values.currency) ?? 0,
    taxRateBps: taxPercentToBps(line.taxRate),
  }));
}

/** The `POST /api/invoices` body of valid `values`. */
export function toCreateInvoiceRequest(values: InvoiceFormValues): CreateInvoiceRequest {
  const customer =
    values.customerMode === 'new'
      ? {
          customer: {
            name: values.customerName.trim(),
            email: values.customerEmail.trim() || null,
            phone: values.customerPhone.trim() || null,
          },
        }
      : { customerId: values.customerId };
  return {
    ...customer,
    currency: values.currency,
    dueDate: values.dueDate,
    memo: values.memo.trim(),
    discountMinor: parseAmountToMinor(values.discount, values.currency) ?? 0,
    allowPartialPayment: values.allowPartialPayment,
    lines: linesOf(values),
  };
}

/** The `PATCH /api/invoices/:id` body of valid `values` (the currency of a draft does not change). */
export function toUpdateInvoiceRequest(values: InvoiceFormValues): UpdateInvoiceInput {
  return {
    customerId: values.customerId,
    dueDate: values.dueDate,
    memo: values.memo.trim(),
    discountMinor: parseAmountToMinor(values.discount, values.currency) ?? 0,
    allowPartialPayment: values.allowPartialPayment,
    lines: linesOf(values),
  };
}

/** Form field showing the server's field message at `key` (`lines.1.unitPriceMinor` → `lines.1.unitPrice`). */
export function invoiceFormFieldForServerField(key: string): string | null {
  const line = /^lines\.(\d+)\.(description|quantity|unitPriceMinor|taxRateBps)$/.exec(key);
  if (line) {
    const field = {
      description: 'description',
      quantity: 'quantity',
      unitPriceMinor: 'unitPrice',
      taxRateBps: 'taxRate',
    }[line[2] as 'description' | 'quantity' | 'unitPriceMinor' | 'taxRateBps'];
    return `lines.${line[1]}.${field}`;
  }
  switch (key) {
    case 'customerId':
    case 'currency':
    case 'dueDate':
    case 'memo':
    case 'lines':
      return key;
    case 'customer.name':
      return 'customerName';
    case 'customer.email':
    case 'email':
      return 'customerEmail';
    case 'customer.phone':
    case 'phone':
      return 'customerPhone';
    case 'discountMinor':
      return 'discount';
    default:
      return null;
  }
}

/**
 * The totals of what is typed so far (minor units of `currency`), or null while a line or the
 * discount is not yet a valid amount, or the amounts cannot be priced (too large, discount above the
 * subtotal) — the save then says why.
 */
export function liveInvoiceTotals(values: {
  currency: string;
  lines: readonly InvoiceLineValues[];
  discount: string;
}): InvoiceTotals | null {
  const lines = [];
  for (const line of values.lines) {
    const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : 0;
    const unitPriceMinor = parseAmountToMinor(line.unitPrice, values.currency);
    const taxRateBps = taxPercentToBps(line.taxRate);
    if (quantity < 1 || unitPriceMinor === null || Number.isNaN(taxRateBps) || (taxRateBps ?? 0) > 10_000) {
      return null;
    }
    lines.push({ description: line.description, quantity, unitPriceMinor, taxRateBps });
  }
  const discountMinor =
    values.discount.trim() === '' ? 0 : parseAmountToMinor(values.discount, values.currency);
  if (discountMinor === null) return null;
  const priced = priceInvoice(lines, discountMinor);
  return priced.ok ? priced.totals : null;
}
