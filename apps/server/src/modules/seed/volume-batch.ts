/**
 * One batch of a volume run (docs/testing.md#volume-data): in one database transaction, a handful of
 * set-based statements stage the batch's subscriptions and payments, their orders and refunds in
 * temporary tables, then copy them into the real tables with their ledger transactions. At commit
 * the database's deferred trigger checks every ledger transaction balances (docs/money.md#the-ledger).
 * Before the first batch, {@link drawSubscriptions} draws the run's subscriptions and their charges,
 * which each batch takes its share of.
 * @module
 */
import { sql } from 'drizzle-orm';
import { SANDBOX_CHARGES_DAYS } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { createLookupTables, type LookupInput } from './volume-lookups';
import { insertBatchLedger } from './volume-ledger-sql';
import { stageOneOffPayments } from './volume-oneoff-sql';
import { insertOrders, stageOrderLines } from './volume-orders-sql';
import { createPaymentStaging, insertPayments, insertSandboxCharges } from './volume-payments-sql';
import { DAY_MS, type VolumeBatch } from './volume-plan';
import { insertRefunds, stageRefunds } from './volume-refunds-sql';
import {
  insertSubscriptions,
  stageBatchSubscriptions,
  stageRunSubscriptions,
} from './volume-subscriptions-sql';
import type { PeriodNet } from './volume-sweeps';

/** The run-wide settings a batch needs: its lookups and its window (ms since the epoch). */
export interface BatchContext extends LookupInput {
  /** Payments are made before this; subscriptions are charged until it. */
  endMs: number;
  /** Refunds settle before this. */
  latestMs: number;
  startMs: number;
  periodMs: number;
}

/** What a batch wrote: counts, and the net income per merchant, currency and sweep period. */
export interface BatchResult {
  payments: number;
  subscriptions: number;
  refunds: number;
  nets: PeriodNet[];
}

async function countRows(tx: Db, table: 'volume_subs' | 'volume_refunds'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
}

/** Runs `work` in a transaction with the lookup tables made, and JIT off. */
function withLookups<T>(db: Db, ctx: BatchContext, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // These statements are long expressions over many rows: compiling them (JIT) takes far longer
    // than running them.
    await tx.execute(sql`set local jit = off`);
    await createLookupTables(tx, ctx);
    return work(tx);
  });
}

/**
 * Draws the run's subscriptions and at most `target` charges (`stageRunSubscriptions`), each to be
 * written by the batch of its date, batch `i` making what is dated from `batchStarts[i]` on (ms).
 * Returns how many charges each batch has.
 */
export function drawSubscriptions(
  db: Db,
  ctx: BatchContext,
  input: { target: number; batchStarts: readonly number[] },
): Promise<number[]> {
  const successCards = ctx.cards.success.length;
  return withLookups(db, ctx, (tx) =>
    stageRunSubscriptions(tx, { ...input, endMs: ctx.endMs, successCards }),
  );
}

/**
 * Writes `batch` (payments in minor units of their sources' currencies): its share of the drawn
 * subscriptions and `oneOffCount` one-off payments. Throws what the database throws (the whole
 * batch is then rolled back).
 */
export async function runBatch(
  db: Db,
  ctx: BatchContext,
  batch: VolumeBatch,
  oneOffCount: number,
): Promise<BatchResult> {
  const successCards = ctx.cards.success.length;
  return withLookups(db, ctx, async (tx) => {
    await createPaymentStaging(tx);
    await stageBatchSubscriptions(tx, batch.slice.index);
    await stageOneOffPayments(tx, {
      count: oneOffCount,
      successCards,
      slice: batch.slice,
      coveredMs: ctx.timeline.coveredMs,
    });
    await stageOrderLines(tx);
    await stageRefunds(tx, ctx.latestMs);
    const payments = await insertPayments(tx);
    await insertOrders(tx);
    // The sandbox's settled charges a server's retention has not yet deleted.
    const sandboxKeptFrom = new Date(ctx.latestMs - SANDBOX_CHARGES_DAYS * DAY_MS);
    await insertSandboxCharges(tx, sandboxKeptFrom);
    await insertSubscriptions(tx);
    await insertRefunds(tx, sandboxKeptFrom);
    await insertBatchLedger(tx);
    const nets = await queryRows<{
      merchant_id: string;
      currency: string;
      period: number;
      net: number | string;
    }>(
      tx,
      sql`select p.merchant_id, p.currency,
            floor((${sql.raw('extract(epoch from p.succeeded_at) * 1000')} - ${ctx.startMs}) / ${ctx.periodMs})::int as period,
            sum(p.amount_minor - coalesce(r.refunded, 0))::bigint as net
          from volume_payments p
          left join (select payment_id, sum(amount_minor) as refunded from volume_refunds group by payment_id) r
            on r.payment_id = p.id
          where p.succeeded_at is not null
          group by 1, 2, 3`,
    );
    return {
      payments,
      subscriptions: await countRows(tx, 'volume_subs'),
      refunds: await countRows(tx, 'volume_refunds'),
      nets: nets.map((n) => ({
        merchantId: n.merchant_id,
        currency: n.currency,
        period: Number(n.period),
        netMinor: Number(n.net),
      })),
    };
  });
}
