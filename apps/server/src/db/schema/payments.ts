/**
 * Payments (docs/payments.md) and idempotency keys. Card data is limited to brand, last 4, expiry and
 * the provider's token: never a card number or CVV.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { digestIs, textDigest, timestamptz } from './columns';
import {
  PAYMENT_METHOD_TYPES,
  PAYMENT_SOURCE_TYPES,
  type NextAction,
  type PaymentStatus,
} from '@malipo/contracts/payments';
import { merchants } from './accounts';

/**
 * The 16-byte digest (a `uuid`) of an idempotency scope and key that payments' unique index holds
 * instead of the two texts, 70 to 90 bytes an entry (docs/architecture.md#scale). Columns or
 * values. A lookup compares the digests, which the index finds, and then the texts, so keys whose
 * digests collide are never taken for each other ({@link paymentKeyIs}, payments.repo.ts). The newline
 * keeps scope and key apart: a scope never holds one.
 */
export function idempotencyDigest(scope: PgColumn | string, key: PgColumn | string): SQL {
  return textDigest(sql`${scope} || E'\n' || ${key}`);
}

/** Whether a payment's receipt id is `receiptId`, through payments' index of receipts. */
export function receiptIs(receiptId: string): SQL {
  return digestIs(payments.receiptId, receiptId);
}

/**
 * The 4-byte key (`hashtext`) of a merchant's id, which leads payments' indexes of a merchant's
 * payers instead of the 31-byte text (docs/architecture.md#scale). Read it through
 * {@link paymentOfMerchant}, never alone: two ids may share a hash.
 */
export function merchantKey(merchantId: PgColumn | string): SQL {
  return sql`hashtext(${merchantId})`;
}

/**
 * Whether a payment is merchant `merchantId`'s, through the merchant's key
 * ({@link merchantKey}), which the payer indexes lead with, and then the id itself.
 */
export function paymentOfMerchant(merchantId: string): SQL {
  return sql`(${merchantKey(payments.merchantId)} = ${merchantKey(merchantId)} and ${payments.merchantId} = ${merchantId})`;
}

/**
 * The 4-byte key (`hashtext`) of a payer's email in any case, which payments' index of a
 * merchant's payers holds instead of the text (docs/architecture.md#scale). A column or a value.
 * A lookup compares the keys, which the index finds, and then the emails ({@link payerEmailIs}),
 * so emails whose keys collide are never taken for each other.
 */
export function payerEmailKey(email: PgColumn | string): SQL {
  return sql`hashtext(lower(${email}))`;
}

/** Whether a payment's payer email is `email` in any case, through payments' index of payers. */
export function payerEmailIs(email: string): SQL {
  return sql`(${payerEmailKey(payments.payerEmail)} = ${payerEmailKey(email)} and lower(${payments.payerEmail}) = ${email.toLowerCase()})`;
}

/**
 * The 4-byte key (`hashtext`) of a payer's phone, which payments' index of a merchant's payers by
 * phone holds instead of the text (docs/architecture.md#scale). Read it through
 * {@link payerPhoneIs}, never alone.
 */
export function payerPhoneKey(phone: PgColumn | string): SQL {
  return sql`hashtext(${phone})`;
}

/** Whether a payment's payer phone is `phone`, through payments' index of payers by phone. */
export function payerPhoneIs(phone: string): SQL {
  return sql`(${payerPhoneKey(payments.payerPhone)} = ${payerPhoneKey(phone)} and ${payments.payerPhone} = ${phone})`;
}

/** A payment: one attempt to collect `amount_minor` of `currency` for a merchant from a source. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    sourceType: text('source_type', { enum: PAYMENT_SOURCE_TYPES }).notNull(),
    sourceId: text('source_id').notNull(),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    methodType: text('method_type', { enum: PAYMENT_METHOD_TYPES }).notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    mobileProvider: text('mobile_provider'),
    mobileCountry: text('mobile_country'),
    payerPhone: text('payer_phone'),
    /** Null for an anonymous donation or a donor who gave no name. */
    payerName: text('payer_name'),
    payerEmail: text('payer_email').notNull(),
    nextAction: jsonb('next_action').$type<NextAction>(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    succeededAt: timestamptz('succeeded_at'),
    /**
     * Unguessable id of the payment's receipt, given when the payment is created and shown once it
     * succeeds (`receiptIdOf`, payment-view.ts).
     */
    receiptId: text('receipt_id').notNull(),
    /**
     * A bank transfer that arrived with another amount (docs/payments.md#bank-transfer): the amount
     * asked and the amount received, minor units; null otherwise. An overpaid payment's
     * `amount_minor` becomes what was received.
     */
    transferExpectedMinor: bigint('transfer_expected_minor', { mode: 'number' }),
    transferReceivedMinor: bigint('transfer_received_minor', { mode: 'number' }),
  },
  (t) => [
    // No (merchant, created_at) index: pages of a merchant's payments are found through history's
    // indexes, and a merchant's payments alone (`paymentOfMerchant`) through the indexes of its
    // payers by email and by phone, (merchant key, payer email key, created_at) and (merchant key,
    // payer phone key, created_at), which lead with it and are made by migrations, not here
    // (0026, 0048 and 0049; docs/architecture.md#scale).
    index('payments_source_idx').on(t.sourceType, t.sourceId),
    // A key is spent once per scope, for good (docs/payments.md#idempotency).
    uniqueIndex('payments_idempotency_idx').on(idempotencyDigest(t.idempotencyScope, t.idempotencyKey)),
    // The receipt id's digest, 16 bytes an entry where the text took 30 (docs/architecture.md#scale).
    uniqueIndex('payments_receipt_digest_idx').on(textDigest(t.receiptId)),
  ],
);

/**
 * Idempotency keys with Stripe's semantics (docs/payments.md): the first request under a key runs,
 * its response is stored and replayed; a different request under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
