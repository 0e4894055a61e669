/**
 * Donation constants and the progress rule, without zod so the donation page stays light.
 * @module
 */

/** Preset donation amounts in major units (docs/product.md#constants). */
export const DONATION_PRESET_AMOUNTS = [10, 25, 50, 100, 250, 500] as const;

/**
 * Progress toward the goal in percent (docs/product.md#states: total / goal × 100), capped at 100 and rounded to
 * two decimals.
 */
export function goalProgress(raisedMinor: number, goalMinor: number): number {
  if (goalMinor <= 0) return 0;
  return Math.min(100, Math.round((raisedMinor / goalMinor) * 10_000) / 100);
}
