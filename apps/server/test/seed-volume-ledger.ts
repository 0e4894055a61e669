/**
 * The ledger as posted and as the postings builders (`ledger/postings.ts`) would post it for the
 * records in the database, for the volume generator's tests (`seed-volume.test.ts`).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { conversions, payments, payouts, refunds, transfers } from '../src/db/schema';
import { ledgerAccountKey, type LedgerTransactionInput } from '../src/modules/ledger/ledger.service';
import {
  conversionPosting,
  paymentCapturePosting,
  payoutPosting,
  payoutReversalPosting,
  refundPosting,
  refundReversalPosting,
  transferPosting,
} from '../src/modules/ledger/postings';

/** A ledger transaction, by what identifies it: its type, payment or record id, and entries. */
export type Posted = Pick<LedgerTransactionInput, 'type' | 'description'> & {
  ref: string;
  createdAt: number;
  entries: { key: string; amountMinor: number }[];
};

/** Every ledger transaction as posted, by `type:payment or record id`. */
export async function postedTransactions(db: Db): Promise<Map<string, Posted>> {
  const entries = await queryRows<{
    type: Posted['type'];
    ref: string;
    description: string;
    created_at: Date | string;
    key: string;
    amount_minor: number | string;
  }>(
    db,
    sql`select t.type, coalesce(t.payment_id, t.record_id) as ref, t.description, t.created_at, a.key, e.amount_minor
        from ledger_transactions t join ledger_entries e on e.transaction_seq = t.seq
        join ledger_accounts a on a.seq = e.account_seq order by t.seq, e.amount_minor, a.key collate "C"`,
  );
  const posted = new Map<string, Posted>();
  for (const e of entries) {
    const key = `${e.type}:${e.ref}`;
    const known = posted.get(key) ?? {
      type: e.type,
      ref: e.ref,
      description: e.description,
      createdAt: new Date(e.created_at).getTime(),
      entries: [],
    };
    known.entries.push({ key: e.key, amountMinor: Number(e.amount_minor) });
    posted.set(key, known);
  }
  return posted;
}

/** What the builders of ledger/postings.ts post for the records in the database. */
export async function expectedTransactions(db: Db): Promise<Map<string, Posted>> {
  const expected = new Map<string, Posted>();
  const add = (posting: LedgerTransactionInput) => {
    const ref = posting.paymentId ?? posting.recordId ?? '';
    expected.set(`${posting.type}:${ref}`, {
      type: posting.type,
      ref,
      description: posting.description,
      createdAt: posting.createdAt.getTime(),
      entries: posting.entries
        .map((e) => ({ key: ledgerAccountKey(e.account), amountMinor: e.amountMinor }))
        .sort((a, b) => a.amountMinor - b.amountMinor || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    });
  };
  const paymentRows = await db.select().from(payments);
  const byId = new Map(paymentRows.map((p) => [p.id, p]));
  for (const payment of paymentRows) {
    if (payment.succeededAt) add(paymentCapturePosting({ payment, createdAt: payment.succeededAt }));
  }
  for (const refund of await db.select().from(refunds)) {
    const provider = byId.get(refund.paymentId)?.provider ?? '';
    add(refundPosting({ refund, provider, createdAt: refund.createdAt }));
    if (refund.status === 'failed')
      add(refundReversalPosting({ refund, provider, createdAt: refund.updatedAt }));
  }
  for (const payout of await db.select().from(payouts)) {
    add(payoutPosting({ payout, createdAt: payout.createdAt }));
    if (payout.status === 'failed') add(payoutReversalPosting({ payout, createdAt: payout.updatedAt }));
  }
  for (const transfer of await db.select().from(transfers)) {
    add(transferPosting({ transfer, createdAt: transfer.createdAt }));
  }
  for (const conversion of await db.select().from(conversions)) {
    add(conversionPosting({ conversion, createdAt: conversion.createdAt }));
  }
  return expected;
}
