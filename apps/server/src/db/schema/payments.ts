/**
 * Payments (docs/payments.md) and idempotency keys. Card data is limited to brand, last 4, expiry and
 * the provider's token while the payment is unsettled: never a card number or CVV.
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
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { digestIs, keyIs, textDigest, textKey, timestamptz } from './columns';
import { HISTORY_UNINDEXED, historySearchText } from './merchant-transactions';
import {
  PAYMENT_METHOD_TYPES,
  PAYMENT_SOURCE_TYPES,
  type NextAction,
  type PaymentStatus,
} from '@malipo/contracts/payments';
import { merchants } from './accounts';

/**
 * The 16-byte digest (a `uuid`) of an idempotency scope and key, which a payment keeps in
 * `idempotency_key_digest` for good and its unique index holds, where the two texts took 70 to 90
 * bytes (docs/architecture.md#scale). Columns or values. The texts are kept only until the payment
 * is settled; while they are, a lookup compares them too, so keys whose digests collide are not
 * taken for each other ({@link paymentKeyIs}, payments.repo.ts). The newline keeps scope and key
 * apart: a scope never holds one.
 */
export function idempotencyDigest(scope: PgColumn | SQL | string, key: PgColumn | SQL | string): SQL {
  return textDigest(sql`${scope} || E'\n' || ${key}`);
}

/** Whether a payment's receipt id is `receiptId`, through payments' index of receipts. */
export function receiptIs(receiptId: string): SQL {
  return digestIs(payments.receiptId, receiptId);
}

/**
 * Whether a payment is merchant `merchantId`'s, through the merchant id's key (`textKey`),
 * which payments' indexes of a merchant's payers lead with instead of the 31-byte text
 * (docs/architecture.md#scale).
 */
export function paymentOfMerchant(merchantId: string): SQL {
  return keyIs(payments.merchantId, merchantId);
}

/**
 * Whether a payment's payer email is `email` in any case, through payments' index of a merchant's
 * payers by email, which holds the key (`textKey`) of the email in lower case instead of the
 * text.
 */
export function payerEmailIs(email: string): SQL {
  return keyIs(sql`lower(${payments.payerEmail})`, sql`lower(${email})`);
}

/**
 * Whether a payment's payer phone is `phone`, through payments' index of a merchant's payers by
 * phone, which holds the phone's key (`textKey`) instead of the text.
 */
export function payerPhoneIs(phone: string): SQL {
  return keyIs(payments.payerPhone, phone);
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
    /** The provider's card token, until the payment succeeds or fails: a settled payment needs none. */
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
    /**
     * The Idempotency-Key the payment was made under and its scope, until the payment succeeds or
     * fails (docs/payments.md#idempotency): they store its first answer, then only
     * `idempotency_key_digest` is needed to keep the key spent.
     */
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    /** {@link idempotencyDigest} of scope and key, for good; null for a payment made without a key. */
    idempotencyKeyDigest: uuid('idempotency_key_digest'),
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
    // The indexes of a merchant's payers by email and by phone, (merchant key, payer email key,
    // created_at) and (merchant key, payer phone key, created_at), which lead with the merchant
    // id's key (`paymentOfMerchant`), are made by migrations, not here (0026, 0048 and 0049;
    // docs/architecture.md#scale).
    index('payments_source_idx').on(t.sourceType, t.sourceId),
    // History's, which reads payments in place (migration 0057, `history-query.ts`): created, method,
    // currency, status without the succeeded payments (HISTORY_UNINDEXED), deposits, and the search
    // text's trigrams; each B-tree led by the merchant id's key (`paymentOfMerchant`) and ending at
    // `created_at`, as history's own (docs/architecture.md#scale).
    index('payments_history_created_idx').on(textKey(t.merchantId), t.createdAt),
    index('payments_history_method_idx').on(textKey(t.merchantId), textKey(t.methodType), t.createdAt),
    index('payments_history_currency_idx').on(textKey(t.merchantId), t.currency, t.createdAt),
    index('payments_history_status_idx')
      .on(textKey(t.merchantId), textKey(t.status), t.createdAt)
      .where(sql.raw(`status <> '${HISTORY_UNINDEXED.status}'`)),
    index('payments_history_deposit_idx')
      .on(textKey(t.merchantId), t.createdAt)
      .where(sql.raw(`source_type = 'deposit'`)),
    index('payments_history_search_idx').using(
      'gin',
      sql`(${historySearchText({ description: t.description, counterparty: t.payerName, counterpartyEmail: t.payerEmail })}) gin_trgm_ops`,
    ),
    // A key is spent once per scope, for good (docs/payments.md#idempotency).
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKeyDigest),
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
