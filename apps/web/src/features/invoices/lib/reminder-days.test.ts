import { describe, expect, it } from 'vitest';
import { formatDayList, parseDayList } from './reminder-days';

describe('reminder day lists', () => {
  it('reads days separated by commas, spaces or semicolons, and nothing as none', () => {
    expect(parseDayList('3, 7')).toEqual([3, 7]);
    expect(parseDayList(' 14;1  2 ')).toEqual([14, 1, 2]);
    expect(parseDayList('')).toEqual([]);
    expect(parseDayList(' , ')).toEqual([]);
  });

  it('refuses what is not a whole number of days', () => {
    expect(parseDayList('3, x')).toBeNull();
    expect(parseDayList('1.5')).toBeNull();
    expect(parseDayList('-2')).toBeNull();
  });

  it('writes days back as the form shows them', () => {
    expect(formatDayList([3, 7])).toBe('3, 7');
    expect(formatDayList([])).toBe('');
  });
});
