import { describe, expect, it } from 'vitest';
import {
  DAILY_SWEEP_FROM,
  DAY_MS,
  oneOffCounts,
  planVolume,
  SETTLE_MARGIN_MS,
  SUBSCRIPTION_SHARE,
} from './volume-plan';

const now = new Date('2026-03-01T12:00:00Z');

describe('planVolume (docs/testing.md#volume-data)', () => {
  it('splits the payments into batches that add up to exactly what was asked', () => {
    const plan = planVolume({ payments: 120_001, merchants: 1, days: 395, now, batchSize: 50_000 });
    expect(plan.batches.map((b) => b.payments)).toEqual([50_000, 50_000, 20_001]);
    expect(plan.batches.map((b) => b.slice)).toEqual([0, 1, 2].map((index) => ({ index, count: 3 })));
    for (const batch of plan.batches) {
      expect(batch.subscriptionCharges).toBe(Math.round(batch.payments * SUBSCRIPTION_SHARE));
    }
  });

  it('spans the days before now, ending early enough for every payment to settle', () => {
    const plan = planVolume({ payments: 10, merchants: 1, days: 90, now });
    expect(plan.startMs).toBe(now.getTime() - 90 * DAY_MS);
    expect(plan.endMs).toBe(now.getTime() - SETTLE_MARGIN_MS);
  });

  it('moves money out daily for busy merchants and weekly for small ones', () => {
    const busy = planVolume({ payments: DAILY_SWEEP_FROM * 2 * 10, merchants: 2, days: 10, now });
    const small = planVolume({ payments: 300, merchants: 1, days: 90, now });
    expect(busy.periodMs).toBe(DAY_MS);
    expect(small.periodMs).toBe(7 * DAY_MS);
  });

  it('refuses counts that are not positive whole numbers', () => {
    expect(() => planVolume({ payments: 0, merchants: 1, days: 1, now })).toThrow(RangeError);
    expect(() => planVolume({ payments: 10, merchants: 1, days: 1.5, now })).toThrow(/days/);
    expect(() => planVolume({ payments: 10, merchants: 0, days: 1, now })).toThrow(/merchants/);
  });

  it('makes each batch its payments less its charges, taking a surplus of charges from the others', () => {
    expect(oneOffCounts([100, 100, 100], [10, 20, 30])).toEqual([90, 80, 70]);
    // The last batch has 40 charges more than payments: the others make 40 fewer, in proportion.
    const counts = oneOffCounts([100, 100, 100], [0, 50, 140]);
    expect(counts.reduce((sum, c) => sum + c, 0) + 190).toBe(300);
    expect(counts).toEqual([73, 37, 0]);
    expect(() => oneOffCounts([10, 10], [15, 15])).toThrow(RangeError);
  });
});
