/**
 * The public API's transactions (docs/product.md#api-calls `/v1/transactions`): a transaction is a payment
 * as an integrator sees it — the object `GET /v1/transactions/{id}` returns and `payment.*` webhook
 * events carry — with the create body and the list query. Amounts in minor units of `currency`.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_CURRENCIES } from '../currencies';
import { amountMinorSchema } from '../payment-links';
import {
  nextActionSchema,
  PAYMENT_SOURCE_TYPES,
  PAYMENT_STATUSES,
  paymentMethodInputSchema,
  paymentMethodSummarySchema,
} from '../payments';
import { listQuerySchema, listResponseSchema } from './pagination';

/** A transaction (`pay_…`). Timestamps are ISO 8601 in UTC. */
export const transactionSchema = z
  .object({
    id: z.string().meta({ example: 'pay_01JD3ZK4Q8N6V7W2X3Y4Z5A6B7' }),
    object: z.literal('transaction'),
    status: z.enum(PAYMENT_STATUSES),
    /** Minor units of `currency`. */
    amountMinor: z.number().int(),
    currency: z.string(),
    description: z.string(),
    /** What the payment paid for: a payment link, a catalogue, `api` for one created here… */
    source: z.object({ type: z.enum(PAYMENT_SOURCE_TYPES), id: z.string() }),
    paymentMethod: paymentMethodSummarySchema,
    /** What the payer must still do while `status` is `requires_action`. */
    nextAction: nextActionSchema.nullable(),
    failure: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** The receipt's id once the payment has succeeded. */
    receiptId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    succeededAt: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
/** A transaction. */
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Body of `POST /v1/transactions`: charge `amountMinor` of `currency` with a sandbox card token
 * (`tok_…` from `POST /api/sandbox/tokens`) or a mobile money number. `payer.email` gets the receipt.
 */
export const createTransactionInputSchema = z
  .object({
    amountMinor: amountMinorSchema,
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    description: z.string().trim().min(1, 'Description is required').max(200, 'Description is too long'),
    payer: z.object({
      name: z.string().trim().min(1).max(120, 'Name is too long').nullable().default(null),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'Enter a valid email address' })),
    }),
    paymentMethod: paymentMethodInputSchema,
  })
  .meta({ id: 'CreateTransactionRequest' });
/** Transaction creation input (after parsing). */
export type CreateTransactionInput = z.infer<typeof createTransactionInputSchema>;
/** Transaction creation input as sent. */
export type CreateTransactionRequest = z.input<typeof createTransactionInputSchema>;

/** Query of `GET /v1/transactions`: cursor pagination plus filters; `created*` bounds are inclusive. */
export const transactionListQuerySchema = listQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  currency: z.enum(PAYMENT_CURRENCIES).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
});
/** Transaction list query. */
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** Body of `GET /v1/transactions`. */
export const transactionListSchema = listResponseSchema(transactionSchema).meta({ id: 'TransactionList' });
/** A page of transactions. */
export type TransactionList = z.infer<typeof transactionListSchema>;
