/**
 * Dashboard home figures: available balance per currency and recent transactions, all derived
 * from the ledger and payments (DESIGN.md §2, §6). Amounts in minor units.
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

/** One row of the merchant's transaction history. `amountMinor` is negative when outgoing. */
export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(['payment']),
  description: z.string(),
  counterparty: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paymentMethod: paymentMethodSummarySchema,
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
