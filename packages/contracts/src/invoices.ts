/**
 * Invoices (docs/invoices.md): request and response shapes of `/api/invoices` (and, through
 * `v1/invoices.ts`, `/v1/invoices`). Amounts in minor units of the invoice's currency; quantities
 * are whole numbers; tax rates in basis points (1 800 = 18 %).
 * @module
 */
import { z } from 'zod';
import { cursorPageFields, cursorPageQueryFields } from './pages';
import { PAYMENT_CURRENCIES } from './currencies';
import { customerEmailSchema, customerPhoneSchema } from './customers';
import { reminderScheduleInputSchema, reminderScheduleSchema } from './invoice-sending';
import { MAX_AMOUNT_MINOR } from './money';

/** Stored invoice states (docs/invoices.md#states); `overdue` is derived, never stored. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'partially_paid', 'void', 'uncollectible'] as const;
/** An invoice's stored state. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Most lines one invoice may have. */
export const MAX_INVOICE_LINES = 100;
/** Largest quantity of one line. */
export const MAX_LINE_QUANTITY = 1_000_000;
/** Largest tax rate: 100 %, in basis points. */
export const MAX_TAX_RATE_BPS = 10_000;
/** Largest page of `GET /api/invoices`. */
export const MAX_INVOICE_PAGE_SIZE = 100;

const minorSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be a whole number of minor units')
  .min(0, 'Amount cannot be negative')
  .max(MAX_AMOUNT_MINOR, 'Amount is too large');

/** One line as sent: `unitPriceMinor` in minor units, `taxRateBps` in basis points (null: untaxed). */
export const invoiceLineInputSchema = z.object({
  description: z.string().trim().min(1, 'Description is required').max(500, 'Description is too long'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, 'Quantity is too large'),
  unitPriceMinor: minorSchema,
  taxRateBps: z
    .number({ error: 'Tax rate must be a number' })
    .int('Tax rate must be whole basis points')
    .min(0, 'Tax rate cannot be negative')
    .max(MAX_TAX_RATE_BPS, 'Tax rate cannot exceed 100%')
    .nullable()
    .default(null),
});
/** One line (after parsing). */
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

const linesSchema = z
  .array(invoiceLineInputSchema)
  .min(1, 'Add at least one line')
  .max(MAX_INVOICE_LINES, `An invoice has at most ${MAX_INVOICE_LINES} lines`);

/** A new customer given inline when creating an invoice. */
export const inlineCustomerInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: customerEmailSchema.default(null),
  phone: customerPhoneSchema.default(null),
});

const dueDateSchema = z.iso.date({ error: 'Due date must be a date (YYYY-MM-DD)' });
const memoSchema = z.string().trim().max(2000, 'Memo is too long');
const customerIdSchema = z.string().trim().min(1, 'Choose a customer').max(64);

/**
 * Body of `POST /api/invoices`: a draft for an existing customer (`customerId`) or a new one
 * (`customer`), exactly one of them. `discountMinor` comes off the subtotal (docs/invoices.md#rounding).
 */
export const createInvoiceInputSchema = z
  .object({
    customerId: customerIdSchema.optional(),
    customer: inlineCustomerInputSchema.optional(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    dueDate: dueDateSchema,
    memo: memoSchema.default(''),
    discountMinor: minorSchema.default(0),
    allowPartialPayment: z.boolean().default(false),
    lines: linesSchema,
  })
  .superRefine((input, ctx) => {
    if ((input.customerId === undefined) === (input.customer === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'Choose a customer or add a new one' });
    }
  });
/** Invoice creation input (after parsing). */
export type CreateInvoiceInput = z.infer<typeof createInvoiceInputSchema>;
/** Invoice creation input as sent. */
export type CreateInvoiceRequest = z.input<typeof createInvoiceInputSchema>;

/** Body of `PATCH /api/invoices/:id` (drafts only): the fields to change, at least one. */
export const updateInvoiceInputSchema = z
  .object({
    customerId: customerIdSchema.optional(),
    dueDate: dueDateSchema.optional(),
    memo: memoSchema.optional(),
    discountMinor: minorSchema.optional(),
    allowPartialPayment: z.boolean().optional(),
    lines: linesSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
/** Invoice update input (after parsing). */
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceInputSchema>;

/** One line as stored, with its computed amounts (minor units). */
export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  taxRateBps: z.number().int().nullable(),
  lineSubtotalMinor: z.number().int(),
  lineTaxMinor: z.number().int(),
});
/** An invoice line. */
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice. `overdue` is derived from `dueDate` in the merchant's time zone (docs/invoices.md#states). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  currency: z.string(),
  dueDate: z.string(),
  memo: z.string(),
  lines: z.array(invoiceLineSchema),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  amountPaidMinor: z.number().int(),
  /** `totalMinor − amountPaidMinor`. */
  amountDueMinor: z.number().int(),
  allowPartialPayment: z.boolean(),
  revisedFromId: z.string().nullable(),
  issuedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  uncollectibleAt: z.string().nullable(),
  /** When it was last emailed to the customer (docs/invoices.md#sending). */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** An invoice. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** A list status filter: a stored state, or `overdue` (open or partially paid past its due date). */
export const invoiceStatusFilterSchema = z.enum([...INVOICE_STATUSES, 'overdue'], {
  error: 'Choose a status',
});

/** Query of `GET /api/invoices`. */
export const invoicePageQuerySchema = z.object({
  status: invoiceStatusFilterSchema.optional(),
  customerId: z.string().min(1).max(64).optional(),
  ...cursorPageQueryFields(MAX_INVOICE_PAGE_SIZE),
});
/** An invoice list query (after parsing). */
export type InvoicePageQuery = z.infer<typeof invoicePageQuerySchema>;

/** What is still owed in one currency: open and partially paid invoices, and those of them overdue. */
export const invoiceOutstandingSchema = z.object({
  currency: z.string(),
  outstandingMinor: z.number().int(),
  overdueMinor: z.number().int(),
});

/** Body of `GET /api/invoices`: newest first, the merchant's outstanding totals per currency. */
export const invoicePageSchema = z.object({
  ...cursorPageFields(invoiceSchema),
  totals: z.array(invoiceOutstandingSchema),
});

/** Body of `POST /api/invoices/:id/revise`: the voided invoice and its new draft copy. */
export const invoiceRevisionSchema = z.object({ voided: invoiceSchema, draft: invoiceSchema });

/**
 * Body of `GET /api/invoice-settings`: the numbering (docs/invoices.md#numbering) and the reminder
 * schedule (docs/invoices.md#reminders).
 */
export const invoiceSettingsSchema = z.object({
  prefix: z
    .string()
    .trim()
    .max(12, 'Prefix is too long')
    .regex(/^[A-Za-z0-9/_-]*$/, 'Use letters, digits, -, _ or /'),
  nextNumber: z
    .number({ error: 'Next number must be a number' })
    .int('Next number must be a whole number')
    .min(1, 'Next number must be at least 1')
    .max(99_999_999, 'Next number is too large'),
  reminders: reminderScheduleSchema,
});
/** Invoice settings: numbering and reminders. */
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** Body of `PUT /api/invoice-settings`: without `reminders`, the schedule stays as it is. */
export const invoiceSettingsInputSchema = invoiceSettingsSchema.extend({
  reminders: reminderScheduleInputSchema.optional(),
});
/** Invoice settings input (after parsing). */
export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsInputSchema>;
