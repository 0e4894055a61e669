/**
 * Writes the sweeps of a volume run (`volume-sweeps.ts`) with their ledger transactions built by the
 * real builders of `ledger/postings.ts` — `payoutPosting`, `payoutReversalPosting` for a failed
 * payout, `transferPosting`, `conversionPosting` — checked by `assertBalanced` and inserted in bulk
 * (docs/money.md#wallet-movements), together with the sandbox's record of each payout. One database
 * transaction; rows go in chunks of {@link CHUNK_ROWS}.
 * @module
 */
import type { Db } from '../../db/client';
import {
  conversions,
  ledgerEntries,
  ledgerTransactions,
  payouts,
  sandboxPayouts,
  transfers,
} from '../../db/schema';
import { assertBalanced, type LedgerTransactionInput } from '../ledger/ledger.service';
import { conversionPosting, payoutPosting, payoutReversalPosting, transferPosting } from '../ledger/postings';
import type { AccountCache } from './volume-accounts';
import { idAt, type SweepRecords } from './volume-sweeps';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for the widest table. */
export const CHUNK_ROWS = 1_000;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await write(rows.slice(i, i + CHUNK_ROWS));
}

/** `rows` oldest first. */
function byTime<T extends { createdAt: Date }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The ledger postings of `records`, oldest first. */
export function sweepPostings(records: SweepRecords): LedgerTransactionInput[] {
  const postings: LedgerTransactionInput[] = [];
  for (const payout of records.payouts) {
    postings.push(payoutPosting({ payout, createdAt: payout.createdAt }));
    if (payout.status === 'failed')
      postings.push(payoutReversalPosting({ payout, createdAt: payout.updatedAt }));
  }
  for (const transfer of records.transfers)
    postings.push(transferPosting({ transfer, createdAt: transfer.createdAt }));
  for (const conversion of records.conversions) {
    postings.push(conversionPosting({ conversion, createdAt: conversion.createdAt }));
  }
  return byTime(postings);
}

/**
 * Writes `records`, the sandbox's payouts and their ledger transactions in one transaction, each
 * table's rows oldest first as a live server writes them. Throws `Error` if a posting does not
 * balance (a programming error; nothing is written then).
 */
export async function writeSweeps(db: Db, accounts: AccountCache, written: SweepRecords): Promise<void> {
  const records = {
    payouts: byTime(written.payouts),
    transfers: byTime(written.transfers),
    conversions: byTime(written.conversions),
  };
  const postings = sweepPostings(records);
  for (const posting of postings) assertBalanced(posting.entries);
  // Accounts first, outside the transaction: creating one is an idempotent insert of its own.
  const entryRows: (Omit<typeof ledgerEntries.$inferInsert, 'transactionSeq'> & { transactionId: string })[] =
    [];
  const transactionRows: (typeof ledgerTransactions.$inferInsert)[] = [];
  for (const posting of postings) {
    const id = idAt('ltx', posting.createdAt.getTime());
    transactionRows.push({
      id,
      type: posting.type,
      paymentId: posting.paymentId ?? null,
      recordId: posting.recordId ?? null,
      description: posting.description,
      createdAt: posting.createdAt,
    });
    for (const entry of posting.entries) {
      entryRows.push({
        transactionId: id,
        accountSeq: await accounts.seqOf(entry.account),
        amountMinor: entry.amountMinor,
        currency: entry.account.currency,
      });
    }
  }
  await db.transaction(async (tx) => {
    await inChunks(records.payouts, (chunk) => tx.insert(payouts).values(chunk));
    await inChunks(records.payouts, (chunk) =>
      tx.insert(sandboxPayouts).values(
        chunk.map((p) => ({
          id: idAt('sbx_po', p.createdAt.getTime()),
          reference: p.id,
          amountMinor: p.payoutMinor,
          currency: p.payoutCurrency,
          scenario: p.status === 'failed' ? ('fail' as const) : ('pay' as const),
          decideAt: p.updatedAt,
          createdAt: p.createdAt,
        })),
      ),
    );
    await inChunks(records.transfers, (chunk) => tx.insert(transfers).values(chunk));
    await inChunks(records.conversions, (chunk) => tx.insert(conversions).values(chunk));
    // Entries name their transaction by the seq its insert gives it.
    const seqs = new Map<string, number>();
    await inChunks(transactionRows, async (chunk) => {
      const inserted = await tx
        .insert(ledgerTransactions)
        .values(chunk)
        .returning({ id: ledgerTransactions.id, seq: ledgerTransactions.seq });
      // Sweeps post no captures, so every one has its own id.
      for (const row of inserted) if (row.id !== null) seqs.set(row.id, row.seq);
    });
    const seqOf = (id: string) => {
      const seq = seqs.get(id);
      if (seq === undefined) throw new Error(`ledger transaction ${id} was not written`);
      return seq;
    };
    await inChunks(entryRows, (chunk) =>
      tx
        .insert(ledgerEntries)
        .values(
          chunk.map(({ transactionId, ...entry }) => ({ ...entry, transactionSeq: seqOf(transactionId) })),
        ),
    );
  });
}
