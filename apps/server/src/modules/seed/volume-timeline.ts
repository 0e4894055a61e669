/**
 * The volume generator's time line (docs/testing.md#volume-data): when a run's payments are made,
 * as one order for every source, so that its batches follow one another in time as a live
 * server's writes do. The window is cut where a source opens or closes; a segment in which some
 * source is open is covered, and its sources are picked by their payments per ms (their weight
 * over their open time). Payments are spread over the covered time with recent days busier
 * ({@link busierShare}): batch `index` of `count` makes the payments between shares `index / count`
 * and `(index + 1) / count`, so every batch is dated after the one before (up to the hours a
 * payment's time of day moves it), and new keys land at the end of time-ordered indexes instead of
 * inside them. Times in ms since the epoch.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';

/** What a source contributes to the time line: when it is open, and its share of its merchant's payments. */
export interface TimedSource {
  fromMs: number;
  toMs: number;
  weight: number;
}

/** A stretch of the window in which the same sources are open. */
export interface TimelineSegment {
  fromMs: number;
  toMs: number;
  /** Covered time before this segment, in ms: where it starts on the covered axis. */
  coveredFromMs: number;
}

/** A source's pick range in a segment: a random `r` with `lo ≤ r < hi` picks it there. */
export interface TimelinePick {
  source: number;
  segment: number;
  lo: number;
  hi: number;
}

/** The covered segments, every open source's pick in each, and the covered time in ms. */
export interface Timeline {
  segments: TimelineSegment[];
  picks: TimelinePick[];
  coveredMs: number;
}

/**
 * Where share `r` (0 ≤ r ≤ 1) of a run's payments has been made, as a share of its covered time:
 * payments per day grow linearly, recent days twice as busy as the first.
 */
export function busierShare(r: number): number {
  return Math.sqrt(1 + 3 * r) - 1;
}

/** {@link busierShare} in SQL, of a `double precision` expression. */
export function busierShareSql(r: SQL): SQL {
  return sql`(sqrt(1 + 3 * ${r}) - 1)`;
}

/**
 * Cumulative `[lo, hi)` ranges over `weights`, scaled to end at 1 (the last one just past it, so
 * every `r < 1` picks something).
 */
export function pickRanges(weights: readonly number[]): { lo: number; hi: number }[] {
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  let at = 0;
  return weights.map((w, i) => {
    const lo = at / total;
    at += w;
    return { lo, hi: i === weights.length - 1 ? 1.000001 : at / total };
  });
}

/** The time line of `sources` (indexes into it in the picks). A source open for no time is left out. */
export function buildTimeline(sources: readonly TimedSource[]): Timeline {
  const cuts = [...new Set(sources.flatMap((s) => (s.toMs > s.fromMs ? [s.fromMs, s.toMs] : [])))].sort(
    (a, b) => a - b,
  );
  const segments: TimelineSegment[] = [];
  const picks: TimelinePick[] = [];
  let coveredMs = 0;
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const fromMs = cuts[i] as number;
    const toMs = cuts[i + 1] as number;
    const open = sources
      .map((s, source) => ({ source, perMs: s.weight / (s.toMs - s.fromMs), s }))
      .filter(({ s, perMs }) => s.fromMs <= fromMs && s.toMs >= toMs && perMs > 0);
    if (open.length === 0) continue;
    const segment = segments.length;
    segments.push({ fromMs, toMs, coveredFromMs: coveredMs });
    coveredMs += toMs - fromMs;
    const ranges = pickRanges(open.map((o) => o.perMs));
    open.forEach(({ source }, k) =>
      picks.push({ source, segment, ...(ranges[k] as { lo: number; hi: number }) }),
    );
  }
  return { segments, picks, coveredMs };
}

/** The time at covered position `coveredMs` (clamped to the time line). Throws `RangeError` for an empty time line. */
function timeAtCovered(timeline: Timeline, coveredMs: number): number {
  const { segments } = timeline;
  const last = segments.at(-1);
  if (!last) throw new RangeError('the time line covers no time');
  for (const segment of segments) {
    if (coveredMs < segment.coveredFromMs + (segment.toMs - segment.fromMs)) {
      return segment.fromMs + Math.max(0, coveredMs - segment.coveredFromMs);
    }
  }
  return last.toMs;
}

/**
 * Where each of `count` batches begins, in ms: batch `i` makes the payments dated from
 * `starts[i]` to `starts[i + 1]` (the last one to the end). The first starts at the time line's
 * start; a stretch no source covers goes with the batch before it. Throws `RangeError` for an
 * empty time line.
 */
export function batchStarts(timeline: Timeline, count: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    timeAtCovered(timeline, busierShare(i / count) * timeline.coveredMs),
  );
}
