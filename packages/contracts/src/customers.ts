/**
 * Customers (docs/invoices.md#customers): request and response shapes of `/api/customers`. Amounts
 * in minor units of their currency.
 * @module
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { cursorPageFields, cursorPageQueryFields } from './pages';

/** Largest page of `GET /api/customers`. */
export const MAX_CUSTOMER_PAGE_SIZE = 100;

/** A customer's email: trimmed, lower-cased; `null` (or an empty string) for none. */
export const customerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .transform((text) => (text === '' ? null : text))
  .pipe(z.email({ error: 'Enter a valid email address' }).nullable())
  .nullable();

/**
 * A customer's phone: an international number with its `+` country code, stored in E.164; `null` (or
 * an empty string) for none.
 */
export const customerPhoneSchema = z
  .string()
  .trim()
  .max(32, 'Phone number is too long')
  .transform((text, ctx) => {
    if (text === '') return null;
    const phone = parsePhoneNumberFromString(text);
    if (!phone?.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a phone number with its country code, like +250788123456',
      });
      return z.NEVER;
    }
    return phone.number as string;
  })
  .nullable();

/** An ISO 3166-1 alpha-2 country code, upper-cased; `null` (or an empty string) for none. */
export const customerCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(2, 'Use a two-letter country code')
  .transform((text, ctx) => {
    if (text === '') return null;
    if (!/^[A-Z]{2}$/.test(text) || !isSupportedCountry(text)) {
      ctx.addIssue({ code: 'custom', message: 'Use a two-letter country code, like RW' });
      return z.NEVER;
    }
    return text;
  })
  .nullable();

const nameSchema = z.string().trim().min(1, 'Name is required').max(120, 'Name is too long');
const notesSchema = z.string().trim().max(2000, 'Notes are too long');

/** Body of `POST /api/customers`. */
export const createCustomerInputSchema = z.object({
  name: nameSchema,
  email: customerEmailSchema.default(null),
  phone: customerPhoneSchema.default(null),
  country: customerCountrySchema.default(null),
  notes: notesSchema.default(''),
});
/** Customer creation input (after parsing). */
export type CreateCustomerInput = z.infer<typeof createCustomerInputSchema>;

/** Body of `PATCH /api/customers/:id`: the fields to change (at least one). */
export const updateCustomerInputSchema = z
  .object({
    name: nameSchema.optional(),
    email: customerEmailSchema.optional(),
    phone: customerPhoneSchema.optional(),
    country: customerCountrySchema.optional(),
    notes: notesSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
/** Customer update input (after parsing). */
export type UpdateCustomerInput = z.infer<typeof updateCustomerInputSchema>;

/** A customer's lifetime captured payments in one currency, net of refunds (minor units). */
export const customerTotalSchema = z.object({
  currency: z.string(),
  paidMinor: z.number().int(),
  paymentsCount: z.number().int(),
});
/** One currency's lifetime totals. */
export type CustomerTotal = z.infer<typeof customerTotalSchema>;

/** A customer as lists show it. */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string(),
  source: z.enum(['manual', 'payer']),
  totals: z.array(customerTotalSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A customer. */
export type Customer = z.infer<typeof customerSchema>;

/** One of the customer's recent payments (matched by their email or phone). */
export const customerPaymentSchema = z.object({
  id: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.string(),
  description: z.string(),
  createdAt: z.string(),
});

/** One of the customer's invoices, as the customer page lists it. */
export const customerInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  currency: z.string(),
  totalMinor: z.number().int(),
  amountPaidMinor: z.number().int(),
  dueDate: z.string(),
  createdAt: z.string(),
});

/** One of the customer's subscriptions (matched by the subscriber's email). */
export const customerSubscriptionSchema = z.object({
  id: z.string(),
  linkId: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** Body of `GET /api/customers/:id`: the customer with its recent activity, newest first. */
export const customerDetailSchema = customerSchema.extend({
  recentPayments: z.array(customerPaymentSchema),
  invoices: z.array(customerInvoiceSchema),
  subscriptions: z.array(customerSubscriptionSchema),
});
/** A customer with its recent activity. */
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** Query of `GET /api/customers/export.csv`: `q` as the list's. */
export const customerFiltersSchema = z.object({
  q: z.string().trim().max(200).optional(),
});

/** Query of `GET /api/customers`: `q` searches name, email and phone (case-insensitive). */
export const customerPageQuerySchema = customerFiltersSchema.extend({
  ...cursorPageQueryFields(MAX_CUSTOMER_PAGE_SIZE),
});
/** A customer list query (after parsing). */
export type CustomerPageQuery = z.infer<typeof customerPageQuerySchema>;

/** Body of `GET /api/customers`: newest first; `nextCursor` is null on the last page. */
export const customerPageSchema = z.object(cursorPageFields(customerSchema));

/** Columns of the customers CSV export. */
export const CUSTOMER_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'country',
  'source',
  'notes',
  'created_at',
] as const;
