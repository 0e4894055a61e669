/**
 * The plan of a volume run (docs/testing.md#volume-data): the window its history spans, how the
 * payments are split into batches (one database transaction and a handful of set-based statements
 * each) and how often merchants move money out. Pure arithmetic, so it is unit-tested on its own.
 * Times in ms since the epoch.
 * @module
 */

/** One day, in ms. */
export const DAY_MS = 24 * 3600_000;

/** Payments are made at least this long before the run's `now`, so every one has settled, in ms. */
export const SETTLE_MARGIN_MS = 3600_000;

/** Default rows per batch: large enough for set-based speed, small enough to keep a commit short. */
export const DEFAULT_BATCH_SIZE = 50_000;

/** Share of payments that are subscription charges; the rest go to links, donations and catalogues. */
export const SUBSCRIPTION_SHARE = 0.2;

/**
 * Payments per merchant and day from which money leaves wallets daily rather than weekly: a busy
 * business withdraws every day, a small one once a week.
 */
export const DAILY_SWEEP_FROM = 50;

/** What a run is asked for. */
export interface VolumePlanInput {
  /** Payments to add, a positive integer. */
  payments: number;
  /** Merchants the payments are spread over, at least 1. */
  merchants: number;
  /** Length of the history window ending at `now`, in days (≥ 1). */
  days: number;
  now: Date;
  /** Payments per batch; {@link DEFAULT_BATCH_SIZE} by default. */
  batchSize?: number;
}

/**
 * One batch: how many payments, of which how many are subscription charges (about: a run draws
 * them once, `volume-subscriptions-sql.ts`), and which slice of the run's time line it makes —
 * batch `index` of `count` makes the `index`-th of `count` equal shares of the payments, in time
 * order (`volume-timeline.ts`), so each batch's keys (ids begin with their time) land together at
 * the end of the indexes instead of all over them.
 */
export interface VolumeBatch {
  payments: number;
  subscriptionCharges: number;
  slice: { index: number; count: number };
}

/** The plan: the window (payments are made in `[startMs, endMs)`), the batches and the sweep period. */
export interface VolumePlan {
  startMs: number;
  endMs: number;
  nowMs: number;
  batches: VolumeBatch[];
  /** Length of a sweep period in ms: money that came in during one period leaves in the next. */
  periodMs: number;
}

/**
 * Plans a run. Throws `RangeError` when `payments`, `merchants`, `days` or `batchSize` is not a
 * positive integer.
 */
export function planVolume(input: VolumePlanInput): VolumePlan {
  const batchSize = input.batchSize ?? DEFAULT_BATCH_SIZE;
  for (const [name, value] of Object.entries({
    payments: input.payments,
    merchants: input.merchants,
    days: input.days,
    batchSize,
  })) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  }
  const nowMs = input.now.getTime();
  const batches: VolumeBatch[] = [];
  const count = Math.ceil(input.payments / batchSize);
  for (let index = 0; index < count; index += 1) {
    const payments = Math.min(batchSize, input.payments - index * batchSize);
    batches.push({
      payments,
      subscriptionCharges: Math.round(payments * SUBSCRIPTION_SHARE),
      slice: { index, count },
    });
  }
  const perMerchantDay = input.payments / input.merchants / input.days;
  return {
    startMs: nowMs - input.days * DAY_MS,
    endMs: nowMs - SETTLE_MARGIN_MS,
    nowMs,
    batches,
    periodMs: perMerchantDay >= DAILY_SWEEP_FROM ? DAY_MS : 7 * DAY_MS,
  };
}

/**
 * How many one-off payments each batch makes: its payments less the subscription charges dated in
 * it (`charges`, per batch), so the run makes exactly its payments. A batch with more charges than
 * payments makes none, and the surplus is taken from the others in proportion to what they make.
 * Throws `RangeError` when the charges outnumber the payments.
 */
export function oneOffCounts(payments: readonly number[], charges: readonly number[]): number[] {
  const counts = payments.map((p, i) => Math.max(0, p - (charges[i] ?? 0)));
  const surplus = payments.reduce((sum, p, i) => sum + Math.max(0, (charges[i] ?? 0) - p), 0);
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (surplus > total) throw new RangeError('more subscription charges than payments');
  if (surplus === 0) return counts;
  const taken = counts.map((c) => Math.floor((surplus * c) / total));
  let left = surplus - taken.reduce((sum, t) => sum + t, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length) {
    if ((counts[i] ?? 0) > (taken[i] ?? 0)) {
      taken[i] = (taken[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return counts.map((c, i) => c - (taken[i] ?? 0));
}
