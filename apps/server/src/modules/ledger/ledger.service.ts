/**
 * The double-entry ledger (docs/money.md#the-ledger) — our own code, tested hardest. Every money
 * movement is one call to {@link postLedgerTransaction} with a posting built in `postings.ts`, made
 * inside the database transaction that writes the business record causing it. Entries are signed
 * integers in minor units that sum to zero per currency; the database re-checks this at commit and
 * refuses updates and deletes.
 * @module
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db } from '../../db/client';
import { ALWAYS, runWriteParts, type WritePart } from '../../db/write-parts';
import {
  ledgerAccountBalances,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactionId,
  ledgerTransactions,
  type LEDGER_ACCOUNT_TYPES,
  type LEDGER_TRANSACTION_TYPES,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';

/** A ledger account type. */
export type LedgerAccountType = (typeof LEDGER_ACCOUNT_TYPES)[number];

/** Which account an entry posts to: a merchant's wallet, or a system account per currency. */
export type LedgerAccountRef =
  | { type: 'merchant_wallet'; merchantId: string; currency: string }
  | { type: 'provider_clearing'; provider: string; currency: string }
  | { type: 'platform_fees' | 'fx'; currency: string };

/** One entry to post: a signed amount in minor units of `account.currency`. */
export interface LedgerEntryInput {
  account: LedgerAccountRef;
  amountMinor: number;
}

/** The unique key naming an account, e.g. `merchant_wallet:mer_…:USD`. */
export function ledgerAccountKey(ref: LedgerAccountRef): string {
  switch (ref.type) {
    case 'merchant_wallet':
      return `merchant_wallet:${ref.merchantId}:${ref.currency}`;
    case 'provider_clearing':
      return `provider_clearing:${ref.provider}:${ref.currency}`;
    case 'platform_fees':
    case 'fx':
      return `${ref.type}:${ref.currency}`;
  }
}

/**
 * Account ids this process has seen committed, per database (the Drizzle instance's table config,
 * which its transactions share): key → id. An account is never updated or deleted, so once its row
 * is committed its id is the same forever and needs no more reading (docs/money.md#the-ledger).
 */
const committedAccountIds = new WeakMap<object, Map<string, string>>();

/**
 * Accounts this process inserted and has not yet seen committed, per database: key → the id it
 * inserted and the transaction (its Drizzle session, shared by nested transactions) that did it. The
 * insert may still roll back, so its id is cached only once another transaction sees that same row.
 */
const insertedAccountIds = new WeakMap<object, Map<string, { id: string; session: object }>>();

function cacheOf<V>(caches: WeakMap<object, Map<string, V>>, db: Db): Map<string, V> | null {
  const identity: unknown = db._.schema;
  if (typeof identity !== 'object' || identity === null) return null;
  let cache = caches.get(identity);
  if (!cache) {
    cache = new Map();
    caches.set(identity, cache);
  }
  return cache;
}

/**
 * Returns the id of the account `ref` names, creating it on first use (an insert that ignores a
 * conflict: no lock, so the hot system accounts never serialize payments). The id of an account
 * seen committed is remembered for the life of the process (accounts are never changed or deleted),
 * so a posting to accounts it knows sends no statement here; an account this transaction has just
 * created is not remembered until another transaction sees it, since its creation may still roll
 * back. Throws `Error` if the account is missing right after the insert.
 */
export async function ensureLedgerAccount(db: Db, ref: LedgerAccountRef, createdAt: Date): Promise<string> {
  const key = ledgerAccountKey(ref);
  const committed = cacheOf(committedAccountIds, db);
  const known = committed?.get(key);
  if (known) return known;
  const inserted = cacheOf(insertedAccountIds, db);
  const session: object = db._.session;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({
      id: newId('lacc'),
      key,
      type: ref.type,
      merchantId: ref.type === 'merchant_wallet' ? ref.merchantId : null,
      currency: ref.currency,
      createdAt,
    })
    .onConflictDoNothing({ target: ledgerAccounts.key })
    .returning({ id: ledgerAccounts.id });
  if (created) {
    // Outside a transaction the insert is committed already.
    if (db instanceof PgTransaction) inserted?.set(key, { id: created.id, session });
    else committed?.set(key, created.id);
    return created.id;
  }
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key));
  if (!row) throw new Error(`ledger account ${key} missing after insert`);
  // A row another transaction committed (or this process's insert, seen from another transaction).
  const mine = inserted?.get(key);
  if (!mine || mine.id !== row.id || mine.session !== session) {
    inserted?.delete(key);
    committed?.set(key, row.id);
  }
  return row.id;
}

/**
 * Checks that `entries` form a valid double-entry transaction: at least two, each a non-zero safe
 * integer, summing to zero per currency. Throws `Error` (a programming error, not user input).
 */
export function assertBalanced(entries: readonly LedgerEntryInput[]): void {
  if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  const sums = new Map<string, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor === 0) {
      throw new Error(
        `ledger entry amount must be a non-zero integer in minor units, got ${entry.amountMinor}`,
      );
    }
    const currency = entry.account.currency;
    sums.set(currency, (sums.get(currency) ?? 0) + entry.amountMinor);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger transaction does not balance in ${currency}: ${sum}`);
  }
}

/** A ledger transaction type, one per kind of money movement (docs/money.md#the-ledger). */
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

/**
 * One ledger transaction to post: what {@link postLedgerTransaction} takes and what each builder of
 * `postings.ts` returns. `entries` are signed minor units summing to zero per currency
 * (docs/money.md#the-ledger).
 */
export interface LedgerTransactionInput {
  type: LedgerTransactionType;
  /** The payment it belongs to (`payment_capture`); a payment has one, so unique per `paymentId`. */
  paymentId?: string | null;
  /** The payout, refund, transfer, conversion or charge it belongs to; unique per (`recordId`, `type`). */
  recordId?: string | null;
  /** What the movement was, for a reader of the ledger; null for a capture, whose payment says it. */
  description: string | null;
  createdAt: Date;
  entries: readonly LedgerEntryInput[];
}

/**
 * One balanced ledger transaction as a part of a combined statement (`db/write-parts.ts`, CTEs
 * `ledger_tx` and `ledger_entries`), written only when `when` holds. Resolves (and on first use
 * creates) its accounts first ({@link ensureLedgerAccount}). A capture (`paymentId`) stores no id
 * of its own: its payment names it ({@link ledgerTransactionId}). The entries are inserted from the
 * transaction row the same statement inserted, so none is written when that row conflicts; the
 * part's output is the transaction's id, or null then. Throws `Error` when the entries do not
 * balance ({@link assertBalanced}).
 */
export async function ledgerTransactionPart(
  db: Db,
  input: LedgerTransactionInput,
  when: SQL = ALWAYS,
): Promise<WritePart> {
  assertBalanced(input.entries);
  const accountIds: string[] = [];
  for (const entry of input.entries) {
    accountIds.push(await ensureLedgerAccount(db, entry.account, input.createdAt));
  }
  const entries = sql.join(
    input.entries.map(
      (entry, i) =>
        sql`(${accountIds[i]}::text, ${entry.amountMinor}::bigint, ${entry.account.currency}::text)`,
    ),
    sql`, `,
  );
  return {
    ctes: [
      sql`ledger_tx AS (
        INSERT INTO ${ledgerTransactions} (id, type, payment_id, record_id, description, created_at)
        SELECT ${input.paymentId ? null : newId('ltx')}::text, ${input.type}::text, ${input.paymentId ?? null}::text,
          ${input.recordId ?? null}::text, ${input.description}::text, ${input.createdAt.toISOString()}::timestamptz
        WHERE ${when}
        ON CONFLICT DO NOTHING
        RETURNING ${ledgerTransactionId()} AS id, seq
      )`,
      // Entries name their transaction and account by their seqs (docs/architecture.md#scale),
      // the account's read here by its id.
      sql`ledger_entries AS (
        INSERT INTO ${ledgerEntries} (amount_minor, transaction_seq, account_seq, currency)
        SELECT e.amount_minor, ltx.seq, a.seq, e.currency
        FROM ledger_tx ltx CROSS JOIN (VALUES ${entries}) AS e(account_id, amount_minor, currency)
        JOIN ${ledgerAccounts} a ON a.id = e.account_id
        RETURNING transaction_seq
      )`,
    ],
    output: sql`(SELECT min(ltx.id) FROM ledger_tx ltx JOIN ledger_entries e ON e.transaction_seq = ltx.seq)`,
  };
}

/**
 * Reads {@link ledgerTransactionPart}'s output: the posted transaction's id (`ltx_…`). Throws
 * `conflict` when nothing was written, because a transaction of this type was already posted for
 * that payment or record (a payment is never captured twice, a payout never reversed twice).
 */
export function ledgerPosted(output: unknown): string {
  if (typeof output !== 'string') throw new AppError('conflict', 'This movement was already recorded');
  return output;
}

/**
 * Posts one balanced ledger transaction, built by one of the builders of `postings.ts`, as one
 * statement once its accounts are known ({@link ledgerTransactionPart}). Call inside the database
 * transaction of the record that caused it: a payment (`paymentId`) or a payout, refund, transfer,
 * conversion or card charge (`recordId`). Returns the transaction id. Throws `Error` when the
 * entries do not balance, and `conflict` if a transaction of this `type` was already posted for
 * that payment or record ({@link ledgerPosted}).
 */
export async function postLedgerTransaction(db: Db, input: LedgerTransactionInput): Promise<string> {
  const [posted] = await runWriteParts(db, [await ledgerTransactionPart(db, input)]);
  return ledgerPosted(posted);
}

/**
 * Available balance per currency of a merchant's wallets, in minor units, ordered by currency; wallets
 * never used are absent. Read from the running balances (`ledger_account_balances`, always equal to
 * the sum of each wallet's entries; docs/money.md#balances), so it costs the same at any history.
 */
export async function merchantBalances(
  db: Db,
  merchantId: string,
): Promise<{ currency: string; availableMinor: number }[]> {
  return db
    .select({
      currency: ledgerAccounts.currency,
      availableMinor: sql<number>`coalesce(sum(${ledgerAccountBalances.balanceMinor}), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerAccountBalances, eq(ledgerAccountBalances.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.type, 'merchant_wallet')))
    .groupBy(ledgerAccounts.currency)
    .orderBy(ledgerAccounts.currency);
}

/**
 * Balance of ledger account `accountId` in minor units: the sum of its running balance slots
 * (docs/money.md#balances), equal to the sum of its entries committed so far and this transaction's.
 */
export async function accountBalance(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${ledgerAccountBalances.balanceMinor}), 0)`.mapWith(Number) })
    .from(ledgerAccountBalances)
    .where(eq(ledgerAccountBalances.accountId, accountId));
  return row?.balance ?? 0;
}
