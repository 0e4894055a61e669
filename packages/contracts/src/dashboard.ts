/**
 * Dashboard home figures: available balance per currency and recent transactions, all derived
 * from the ledger and payments (docs/money.md, docs/product.md#real-behaviour). Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_STATUSES, paymentMethodSummarySchema } from './payments';

/** Body of `GET /api/dashboard/balances`. */
export const balancesSchema = z.object({
  data: z.array(z.object({ currency: z.string(), availableMinor: z.number().int() })),
});
/** Balances response. */
export type Balances = z.infer<typeof balancesSchema>;

/**
 * Kinds of money movement in history: incoming payments and deposits, withdrawals and Direct Pay
 * payouts, transfers out (sends, payments by merchant code) and in, conversions between one's
 * wallets, virtual card spending, and refunds of payments (negative: money back to the payer).
 */
export const TRANSACTION_TYPES = [
  'payment',
  'deposit',
  'withdrawal',
  'direct_pay',
  'transfer_out',
  'transfer_in',
  'conversion',
  'card_spend',
  'refund',
] as const;
/** A transaction type. */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Statuses in history: a payment's, or a payout's `pending`/`paid` (`failed` is shared). */
export const TRANSACTION_STATUSES = [...PAYMENT_STATUSES, 'pending', 'paid'] as const;
/** A transaction status. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How money moved: a payment method, a bank account, or between Malipo wallets. */
export const transactionMethodSchema = z.union([
  paymentMethodSummarySchema,
  z.object({ type: z.literal('bank'), label: z.string() }),
  z.object({ type: z.literal('wallet') }),
]);
/** A transaction's method. */
export type TransactionMethod = z.infer<typeof transactionMethodSchema>;

/** Method types history can filter by. */
export const TRANSACTION_METHOD_TYPES = ['card', 'mobile_money', 'bank_transfer', 'bank', 'wallet'] as const;

/** One row of the merchant's transaction history. `amountMinor` is negative when outgoing. */
export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  counterparty: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  paymentMethod: transactionMethodSchema,
  createdAt: z.string(),
});
/** A transaction row. */
export type Transaction = z.infer<typeof transactionSchema>;

/** Body of `GET /api/dashboard/transactions?limit=N`. */
export const transactionListSchema = z.object({ data: z.array(transactionSchema) });

/** Query of `GET /api/dashboard/transactions`. */
export const transactionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(5),
});
