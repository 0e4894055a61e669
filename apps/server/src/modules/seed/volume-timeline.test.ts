import { describe, expect, it } from 'vitest';
import { batchStarts, buildTimeline, busierShare } from './volume-timeline';

const H = 3600_000;

describe('the volume time line (docs/testing.md#volume-data)', () => {
  it('picks, in each stretch of time, only the sources open then, by their payments per ms', () => {
    // Source 0 is open all along; source 1, with the same weight, for the second half only, so it
    // takes twice source 0's payments per ms while both are open.
    const timeline = buildTimeline([
      { fromMs: 0, toMs: 10 * H, weight: 0.5 },
      { fromMs: 5 * H, toMs: 10 * H, weight: 0.5 },
    ]);
    expect(timeline.segments).toEqual([
      { fromMs: 0, toMs: 5 * H, coveredFromMs: 0 },
      { fromMs: 5 * H, toMs: 10 * H, coveredFromMs: 5 * H },
    ]);
    expect(timeline.coveredMs).toBe(10 * H);
    const picks = timeline.picks.map((p) => ({ ...p, lo: +p.lo.toFixed(6), hi: +p.hi.toFixed(6) }));
    expect(picks).toEqual([
      { source: 0, segment: 0, lo: 0, hi: 1.000001 },
      { source: 0, segment: 1, lo: 0, hi: 0.333333 },
      { source: 1, segment: 1, lo: 0.333333, hi: 1.000001 },
    ]);
  });

  it('leaves out a stretch no source is open in, and puts it with the batch before it', () => {
    const timeline = buildTimeline([
      { fromMs: 0, toMs: 4 * H, weight: 1 },
      { fromMs: 6 * H, toMs: 10 * H, weight: 1 },
    ]);
    expect(timeline.segments.map((s) => [s.fromMs, s.toMs, s.coveredFromMs])).toEqual([
      [0, 4 * H, 0],
      [6 * H, 10 * H, 4 * H],
    ]);
    expect(timeline.coveredMs).toBe(8 * H);
    // Two batches: the second begins where half the payments have been made, recent time busier.
    const [first, second] = batchStarts(timeline, 2);
    expect(first).toBe(0);
    expect(second).toBeCloseTo(6 * H + (busierShare(0.5) * 8 * H - 4 * H), 3);
  });

  it('starts the batches in time order, later ones spanning less time as days get busier', () => {
    const timeline = buildTimeline([{ fromMs: 0, toMs: 395 * 24 * H, weight: 1 }]);
    const starts = batchStarts(timeline, 20);
    const spans = starts.map((s, i) => (starts[i + 1] ?? timeline.coveredMs) - s);
    for (let i = 1; i < spans.length; i += 1) expect(spans[i]).toBeLessThan(spans[i - 1] as number);
    expect(busierShare(0)).toBe(0);
    expect(busierShare(1)).toBe(1);
  });

  it('refuses to place batches on a time line that covers no time', () => {
    expect(() => batchStarts(buildTimeline([]), 1)).toThrow(RangeError);
  });
});
