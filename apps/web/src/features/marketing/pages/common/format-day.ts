const dayFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "10 November 2026" for a calendar date `YYYY-MM-DD` (or any ISO timestamp), read in UTC so a
 * date-only value never shifts to the previous day west of Greenwich.
 */
export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(isoDate));
}
