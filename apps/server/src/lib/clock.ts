/**
 * Injectable time (docs/conventions.md#code): services read the time from a `Clock`, never
 * `new Date()`, so tests can move it through expiries, trials and time-outs.
 * @module
 */

/** A source of the current time; `now()` returns a new `Date` each call. */
export interface Clock {
  now(): Date;
}

/** The system's wall clock, which the server runs on (tests use {@link createManualClock}). */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock tests move by hand, starting at `start` (2026-01-15T10:00:00Z by default): `advance(ms)`
 * moves it forward by milliseconds, `set(date)` jumps to a date. It never moves by itself.
 */
export function createManualClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
}
