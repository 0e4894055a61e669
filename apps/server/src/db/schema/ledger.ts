/**
 * The double-entry ledger (docs/money.md): accounts, append-only transactions and entries. Each
 * entry's `amount_minor` is signed; a transaction's entries sum to zero per currency (enforced by a
 * deferred trigger in the migrations) and an account's balance is the sum of its entries, kept summed
 * in `ledger_account_balances` by a trigger in the same transaction.
 * Merchant wallets hold positive balances; provider clearing accounts go negative as money comes in.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { textDigest, timestamptz } from './columns';
import { merchants } from './accounts';

/** Kinds of ledger account. */
export const LEDGER_ACCOUNT_TYPES = ['merchant_wallet', 'provider_clearing', 'platform_fees', 'fx'] as const;

/**
 * A ledger account in one currency. `key` is unique, e.g. `merchant_wallet:mer_…:USD`. `seq` is its
 * 4-byte number, by which its entries name it (a 29-byte id in every entry was a fifth of the
 * ledger: docs/architecture.md#scale).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull().unique(),
    key: text('key').notNull(),
    type: text('type', { enum: LEDGER_ACCOUNT_TYPES }).notNull(),
    merchantId: text('merchant_id').references(() => merchants.id),
    currency: text('currency').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    index('ledger_accounts_merchant_idx').on(t.merchantId),
    // What an entry's foreign key names: its account and that account's currency.
    unique('ledger_accounts_seq_currency_unique').on(t.seq, t.currency),
  ],
);

/** Kinds of ledger transaction, one per kind of money movement (docs/money.md). */
export const LEDGER_TRANSACTION_TYPES = [
  'payment_capture',
  'payout',
  'payout_reversal',
  'transfer',
  'conversion',
  'card_spend',
  'refund',
  'refund_reversal',
] as const;

/**
 * One money movement. At most one transaction per payment (`payment_id`: its capture; what later
 * moves its money, a refund, is a record of its own) and one of a type per other record
 * (`record_id`, `type`: a payout and its reversal, a refund and its reversal, a transfer or
 * conversion). Each unique index holds only the rows with its id: a null, which never conflicts,
 * would only take room, and the nulls sorting last would have new payments' keys arrive inside the
 * index, where pages split in half. The payments' index holds each id's 16-byte digest
 * ({@link textDigest}, read through `digestIs`): 28 bytes an entry where the id and type made 48
 * (docs/architecture.md#scale). The table is keyed by `seq`, which its entries name; a capture
 * stores no `id` of its own, its payment naming it ({@link ledgerTransactionId}).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    /**
     * `ltx_…`; null for a payment's capture since migration 0056, whose id is its payment's
     * ({@link ledgerTransactionId}). Captures posted before keep theirs: the ledger is append-only.
     */
    id: text('id'),
    /** The transaction's 8-byte number, its key, by which its entries name it (docs/architecture.md#scale). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    type: text('type', { enum: LEDGER_TRANSACTION_TYPES }).notNull(),
    paymentId: text('payment_id'),
    recordId: text('record_id'),
    /**
     * What the movement was. Null for a payment's capture (since migration 0055), which its payment
     * describes; captures posted before then say `Payment: ` and the payment's description.
     */
    description: text('description'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_id_idx')
      .on(t.id)
      .where(sql`${t.id} is not null`),
    // A transaction without an id of its own is a payment's, which names it.
    check('ledger_transactions_named', sql`${t.id} is not null or ${t.paymentId} is not null`),
    uniqueIndex('ledger_transactions_payment_digest_idx')
      .on(textDigest(t.paymentId))
      .where(sql`${t.paymentId} is not null`),
    uniqueIndex('ledger_transactions_record_type_idx')
      .on(t.recordId, t.type)
      .where(sql`${t.recordId} is not null`),
  ],
);

/**
 * The id of a ledger transaction as SQL, the table read under `alias` (default its own name): its
 * own `id`, or for a capture, which stores none, `ltx_` and its payment id's ULID (`pay_01J…` →
 * `ltx_01J…`). A payment has one capture, so the id is as unique as the payment's; a capture's own
 * id took 32 bytes of its row and an entry of an index of ids (docs/architecture.md#scale).
 */
export function ledgerTransactionId(alias = 'ledger_transactions'): SQL<string> {
  const t = sql.identifier(alias);
  return sql<string>`coalesce(${t}.id, 'ltx_' || substr(${t}.payment_id, 5))`;
}

/**
 * A signed amount posted to one account within a transaction. Entries have no id of their own:
 * nothing refers to one, they are read by transaction or by account, and a surrogate key was 65
 * bytes a payment. The transaction and the account are their `seq`s (8 and 4 bytes where their text
 * ids took 32 and 30), and the fixed-width columns come first, widest first, so no padding sits
 * between them (docs/architecture.md#scale). A transaction's entries are a set; history shows them
 * debits first (`ledgerEntriesFor`).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    transactionSeq: bigint('transaction_seq', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.seq),
    accountSeq: integer('account_seq').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    // An entry is in its account's currency (docs/money.md#the-ledger): one foreign key checks
    // both, where a trigger read the account for each entry.
    foreignKey({
      name: 'ledger_entries_account_currency_fk',
      columns: [t.accountSeq, t.currency],
      foreignColumns: [ledgerAccounts.seq, ledgerAccounts.currency],
    }),
    index('ledger_entries_account_idx').on(t.accountSeq),
    index('ledger_entries_tx_idx').on(t.transactionSeq),
  ],
);

/**
 * Running balances of ledger accounts (docs/money.md#balances), so reading one costs the same at a
 * million entries as at ten. A trigger on `ledger_entries` (migration `0019_ledger_account_balances.sql`)
 * adds each inserted statement's entries, grouped by account, to the row of the inserting connection's
 * `slot` (its backend process id modulo 32) in the same transaction: concurrent payments from different
 * connections update different rows, so even the platform's system accounts never serialize them. An
 * account's balance is the sum of its slots, always equal to the sum of its entries.
 */
export const ledgerAccountBalances = pgTable(
  'ledger_account_balances',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    slot: smallint('slot').notNull(),
    /** This slot's share of the account's balance, signed minor units of the account's currency. */
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot] })],
);
