import { describe, expect, it } from 'vitest';
import { nextScheduleAt } from './reconciliation-jobs';

describe('nextScheduleAt', () => {
  it('is 00:05 UTC today before it, and tomorrow from it on', () => {
    expect(nextScheduleAt(new Date('2026-03-01T00:04:59Z')).toISOString()).toBe('2026-03-01T00:05:00.000Z');
    expect(nextScheduleAt(new Date('2026-03-01T00:05:00Z')).toISOString()).toBe('2026-03-02T00:05:00.000Z');
    expect(nextScheduleAt(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-01T00:05:00.000Z');
  });
});
