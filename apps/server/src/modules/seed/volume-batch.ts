/**
 * One batch of a volume run (docs/testing.md#volume-data): in one database transaction, a handful of
 * set-based statements stage the batch's subscriptions and payments, their orders and refunds in
 * temporary tables, then copy them into the real tables with their ledger transactions. At commit
 * the database's deferred trigger checks every ledger transaction balances (docs/money.md#the-ledger).
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { createLookupTables, type LookupInput } from './volume-lookups';
import { insertBatchLedger } from './volume-ledger-sql';
import { stageOneOffPayments } from './volume-oneoff-sql';
import { insertOrders, stageOrderLines } from './volume-orders-sql';
import { createPaymentStaging, insertPayments, insertSandboxCharges } from './volume-payments-sql';
import type { VolumeBatch } from './volume-plan';
import { insertRefunds, stageRefunds } from './volume-refunds-sql';
import { insertSubscriptions, stageSubscriptions } from './volume-subscriptions-sql';
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

/**
 * Writes `batch` (payments in minor units of their sources' currencies). Throws `Error` when the
 * context has no source to pay on, and what the database throws (the whole batch is then rolled back).
 */
export async function runBatch(db: Db, ctx: BatchContext, batch: VolumeBatch): Promise<BatchResult> {
  const { oneOff, plans } = ctx.sources;
  if (oneOff.length === 0 && plans.length === 0) throw new Error('no link, catalogue or plan to pay on');
  const successCards = ctx.cards.success.length;
  return db.transaction(async (tx) => {
    // These statements are long expressions over many rows: compiling them (JIT) takes far longer
    // than running them.
    await tx.execute(sql`set local jit = off`);
    await createLookupTables(tx, ctx);
    await createPaymentStaging(tx);
    const target = plans.length === 0 ? 0 : oneOff.length === 0 ? batch.payments : batch.subscriptionCharges;
    const { slice } = batch;
    const charges = await stageSubscriptions(tx, { target, endMs: ctx.endMs, successCards, slice });
    const count = oneOff.length === 0 ? 0 : batch.payments - charges;
    await stageOneOffPayments(tx, { count, successCards, slice });
    await stageOrderLines(tx);
    await stageRefunds(tx, ctx.latestMs);
    const payments = await insertPayments(tx);
    await insertOrders(tx);
    await insertSandboxCharges(tx);
    await insertSubscriptions(tx);
    await insertRefunds(tx);
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
