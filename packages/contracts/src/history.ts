/**
 * Transaction history (docs/product.md#dashboard "History"): server-side filters, cursor pagination, the detail
 * view with its ledger entries, and the CSV export of the filtered set. Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import { cursorPageFields, cursorPageQueryFields } from './pages';
import { TRANSACTION_METHOD_TYPES, TRANSACTION_TYPES, transactionSchema } from './dashboard';
import { PAYMENT_STATUSES } from './payments';

export { TRANSACTION_TYPES } from './dashboard';

/**
 * Status filter values (docs/product.md#states): `pending` for every state still awaiting an outcome, `succeeded`
 * for every completed one (a paid payout included), or any other payment status.
 */
export const HISTORY_STATUS_FILTERS = ['pending', ...PAYMENT_STATUSES] as const;

/** The states the `pending` filter covers. */
export const PENDING_STATUSES = ['processing', 'requires_action', 'pending'] as const;

/** The states the `succeeded` ("Completed") filter covers. */
export const COMPLETED_STATUSES = ['succeeded', 'paid'] as const;

/** Largest page size. */
export const MAX_HISTORY_PAGE_SIZE = 100;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-23' });

/**
 * Filters of `GET /api/transactions` and `GET /api/transactions/export.csv`. `from` and `to` are
 * calendar dates in the merchant's time zone, both inclusive. `q` matches counterparty name, email,
 * description and id (case-insensitive substring).
 */
export const transactionFiltersSchema = z.object({
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(HISTORY_STATUS_FILTERS).optional(),
  method: z.enum(TRANSACTION_METHOD_TYPES).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a currency code like USD')
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
});
/** History filters. */
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

/** Query of `GET /api/transactions`: filters plus an opaque `cursor` and `limit` (default 20). */
export const transactionPageQuerySchema = transactionFiltersSchema.extend({
  ...cursorPageQueryFields(MAX_HISTORY_PAGE_SIZE),
});
/** History page query. */
export type TransactionPageQuery = z.infer<typeof transactionPageQuerySchema>;

/** Body of `GET /api/transactions`: newest first; `nextCursor` is null on the last page. */
export const transactionPageSchema = z.object(cursorPageFields(transactionSchema));
/** A history page. */
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** Body of `GET /api/transactions/:id`. */
export const transactionDetailSchema = transactionSchema.extend({
  payer: z.object({ name: z.string(), email: z.string(), phoneMasked: z.string().nullable() }),
  source: z.object({ type: z.string(), id: z.string(), name: z.string() }),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  succeededAt: z.string().nullable(),
  /** The receipt's id once the payment has succeeded, else null. */
  receiptId: z.string().nullable(),
  /**
   * The provider that carried a payment and its reference there (docs/providers.md#routing), or
   * null for a movement inside Malipo; `reference` is null until the provider has answered.
   */
  provider: z.object({ name: z.string(), reference: z.string().nullable() }).nullable(),
  /** A bank transfer that arrived with another amount (docs/payments.md#bank-transfer), else null. */
  transferMismatch: z.object({ expectedMinor: z.number().int(), receivedMinor: z.number().int() }).nullable(),
  ledgerEntries: z.array(
    z.object({
      transactionId: z.string(),
      account: z.string(),
      amountMinor: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
/** A transaction with its details. */
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/**
 * Response header of the CSV export giving how many rows follow the header row, so the dashboard can
 * show the download's progress.
 */
export const TRANSACTION_CSV_ROWS_HEADER = 'x-total-count';

/** Column headers of the CSV export, in order. */
export const TRANSACTION_CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'status',
  'description',
  'counterparty',
  'method',
  'currency',
  'amount',
  'amount_minor',
] as const;
