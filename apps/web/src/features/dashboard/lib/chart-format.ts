/**
 * Number and date formatting of the dashboard charts. Amounts arrive in minor units; charts plot
 * major units (`minorToMajorForChart` in `@malipo/contracts/money`).
 * @module
 */
import { currencyPrefix } from '@malipo/contracts/currencies';

const compactNumber = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A short axis label of a major-unit amount: "$1.2K", "RWF 15K". */
export function formatCompactMoney(amountMajor: number, currency: string): string {
  return `${currencyPrefix(currency)}${compactNumber.format(amountMajor)}`;
}

// The server's dates are already the merchant's local calendar days: read and print them as UTC so
// the viewer's own time zone never shifts them by a day.
function parseDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Mar 12" of a `YYYY-MM-DD` calendar day; the input when unparseable. */
export function formatDay(date: string): string {
  const parsed = parseDay(date);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** "Thu, Mar 12, 2026" of a `YYYY-MM-DD` calendar day; the input when unparseable. */
export function formatFullDay(date: string): string {
  const parsed = parseDay(date);
  return Number.isNaN(parsed.getTime()) ? date : fullDayFormat.format(parsed);
}

/** Share of `part` in `total` as "42%", "<1%" for a tiny non-zero share, "0%" when `total` is 0. */
export function formatShare(part: number, total: number): string {
  if (total <= 0 || part <= 0) return '0%';
  const percent = (part / total) * 100;
  if (percent < 1) return '<1%';
  return `${Math.round(percent)}%`;
}
