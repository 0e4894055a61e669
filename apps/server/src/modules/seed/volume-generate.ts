/**
 * The volume generator (docs/testing.md#volume-data): fills merchants with a ledger-consistent
 * history of `payments` payments over the `days` days ending at `now` — link payments, donations,
 * catalogue orders and subscription charges by card, mobile money and bank transfer, mostly
 * succeeded, some failed, a few refunded — then the withdrawals, Direct Pay, sends and conversions
 * their income pays for. Payments go in batches of set-based SQL (`volume-batch.ts`), never one
 * service call per payment; every ledger transaction is shaped as `ledger/postings.ts` shapes it.
 * Used by `npm run seed:volume` and, small, by the demo seed (docs/product.md#demo-data).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rateFor } from '../fx/fx.service';
import { captureAccounts, createAccountCache } from './volume-accounts';
import { drawSubscriptions, runBatch, type BatchContext } from './volume-batch';
import { createVolumeCards } from './volume-cards';
import { ensureBankAccount, merchantTimeZones, type VolumeMerchant } from './volume-merchants';
import { DAY_MS, oneOffCounts, planVolume, type VolumePlan } from './volume-plan';
import { CURRENCY_PROFILES, type VolumeCurrency } from './volume-profiles';
import { ensureStandardSources } from './volume-source-set';
import { loadVolumeSources } from './volume-sources';
import { dropRunSubscriptions } from './volume-subscriptions-sql';
import { planSweeps, type PeriodNet, type SweepRecords } from './volume-sweeps';
import { writeSweeps } from './volume-sweeps-write';
import { batchStarts, buildTimeline } from './volume-timeline';

/** What to generate. */
export interface VolumeOptions {
  /** Payments to add (a positive integer). */
  payments: number;
  /** Length of the history, in days, ending at `now`. */
  days: number;
  now: Date;
  /** The merchants (home rows) to fill, sharing the payments equally. */
  merchants: readonly VolumeMerchant[];
  /** Give each merchant the standard links, plans and catalogues first (`volume-source-set.ts`). */
  standardSources: boolean;
  /** Merchants each merchant sends money to; none by default. */
  recipients?: ReadonlyMap<string, readonly string[]>;
  /** Payments per batch (`volume-plan.ts`). */
  batchSize?: number;
  /** Called after each batch with the payments written so far. */
  onProgress?: (progress: { payments: number; total: number; elapsedMs: number }) => void;
}

/** What a run wrote, and how long it took in ms. */
export interface VolumeSummary {
  payments: number;
  subscriptions: number;
  refunds: number;
  payouts: number;
  transfers: number;
  conversions: number;
  elapsedMs: number;
}

/** Stored rates between each currency and its Direct Pay and conversion targets, by `FROM>TO`. */
async function sweepRates(db: Db): Promise<Map<string, string>> {
  const rates = new Map<string, string>();
  for (const [from, profile] of Object.entries(CURRENCY_PROFILES) as [
    VolumeCurrency,
    (typeof CURRENCY_PROFILES)[VolumeCurrency],
  ][]) {
    for (const to of [profile.directPay.currency, profile.convertTo]) {
      if (!to) continue;
      try {
        rates.set(`${from}>${to}`, await rateFor(db, from, to));
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'fx_rate_unavailable')) throw err;
      }
    }
  }
  return rates;
}

/**
 * Refreshes the planner's statistics of the tables a run fills. Without it, the checks that run per
 * row — the ledger's balance trigger, foreign keys, triggers keeping totals — keep plans made when
 * the tables were small and scan them whole, so each batch takes longer than the one before.
 */
async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`analyze payments, refunds, orders, order_lines, subscriptions, sandbox_charges,
    ledger_transactions, ledger_entries, payouts, transfers, conversions`);
}

/** The batches' counts, and their net income per merchant, currency and sweep period. */
interface BatchesWritten {
  summary: { payments: number; subscriptions: number; refunds: number };
  nets: PeriodNet[];
}

/**
 * Draws the run's subscriptions, then writes the plan's batches in time order
 * (`volume-timeline.ts`), reporting progress after each (time since `startedMs`). The run's
 * subscription tables are dropped however it ends.
 */
async function writeBatches(
  db: Db,
  ctx: BatchContext,
  plan: VolumePlan,
  options: VolumeOptions & { startedMs: number },
): Promise<BatchesWritten> {
  const { oneOff, plans } = ctx.sources;
  const summary = { payments: 0, subscriptions: 0, refunds: 0 };
  const nets = new Map<string, PeriodNet>();
  const sizes = plan.batches.map((b) => b.payments);
  const subscriptionCharges = plan.batches.reduce((n, b) => n + b.subscriptionCharges, 0);
  const target = plans.length === 0 ? 0 : oneOff.length === 0 ? options.payments : subscriptionCharges;
  try {
    const charges = await drawSubscriptions(db, ctx, {
      target,
      batchStarts: batchStarts(ctx.timeline, plan.batches.length),
    });
    const oneOffs = oneOff.length === 0 ? sizes.map(() => 0) : oneOffCounts(sizes, charges);
    for (const [i, batch] of plan.batches.entries()) {
      const result = await runBatch(db, ctx, batch, oneOffs[i] ?? 0);
      await analyzeTables(db);
      summary.payments += result.payments;
      summary.subscriptions += result.subscriptions;
      summary.refunds += result.refunds;
      for (const net of result.nets) {
        const key = `${net.merchantId}|${net.currency}|${net.period}`;
        const known = nets.get(key);
        nets.set(key, known ? { ...known, netMinor: known.netMinor + net.netMinor } : net);
      }
      options.onProgress?.({
        payments: summary.payments,
        total: options.payments,
        elapsedMs: Date.now() - options.startedMs,
      });
    }
  } finally {
    await dropRunSubscriptions(db);
  }
  return { summary, nets: [...nets.values()] };
}

/**
 * Generates the history. Throws `RangeError` for counts that are not positive integers, `Error`
 * when the merchants have nothing to be paid on, and what the database throws (a failed batch is
 * rolled back whole; batches before it stay, each consistent on its own).
 */
export async function generateVolume(db: Db, options: VolumeOptions): Promise<VolumeSummary> {
  const started = Date.now();
  const plan = planVolume({ ...options, merchants: options.merchants.length });
  const merchantIds = options.merchants.map((m) => m.merchantId);
  const clock = { now: () => options.now };
  if (options.standardSources) {
    for (const id of merchantIds) await ensureStandardSources(db, id, new Date(plan.startMs - DAY_MS));
  }
  const sources = await loadVolumeSources(db, merchantIds, plan);
  const { oneOff, plans } = sources;
  if (oneOff.length === 0 && plans.length === 0) throw new Error('no link, catalogue or plan to pay on');
  const accounts = createAccountCache(db, new Date(plan.startMs));
  const timeline = buildTimeline(oneOff.length > 0 ? oneOff : plans);
  const ctx: BatchContext = {
    sources,
    timeline,
    cards: await createVolumeCards(db, clock),
    timeZones: await merchantTimeZones(db, merchantIds),
    accounts: await captureAccounts(accounts, [...sources.oneOff, ...sources.plans]),
    startMs: plan.startMs,
    endMs: plan.endMs,
    latestMs: plan.nowMs - 60_000,
    periodMs: plan.periodMs,
  };
  const { summary, nets } = await writeBatches(db, ctx, plan, { ...options, startedMs: started });
  const bankAccounts = new Map<string, { id: string; label: string }>();
  for (const merchant of options.merchants) {
    bankAccounts.set(merchant.merchantId, await ensureBankAccount(db, merchant, new Date(plan.startMs)));
  }
  const records: SweepRecords = planSweeps(nets, {
    ...plan,
    rates: await sweepRates(db),
    bankAccounts,
    recipients: options.recipients ?? new Map(),
    random: Math.random,
  });
  await writeSweeps(db, accounts, records);
  await analyzeTables(db);
  return {
    ...summary,
    payouts: records.payouts.length,
    transfers: records.transfers.length,
    conversions: records.conversions.length,
    elapsedMs: Date.now() - started,
  };
}
