/**
 * The reminder days as the invoice settings form shows them: a comma-separated list ("3, 7").
 * @module
 */

/** `[3, 7]` → `"3, 7"`. */
export function formatDayList(days: readonly number[]): string {
  return days.join(', ');
}

/**
 * `"7, 3"` → `[7, 3]` (the server sorts and removes repeats); `""` → `[]`. Commas, spaces or
 * semicolons separate days. `null` when an entry is not a whole number of days.
 */
export function parseDayList(text: string): number[] | null {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.some((entry) => !/^\d+$/.test(entry))) return null;
  return entries.map(Number);
}
