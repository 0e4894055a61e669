/**
 * Fees as the web app words them, with the percentage read from the fee schedule in contracts
 * (docs/money.md#fees), so the copy follows the schedule the server charges by.
 * @module
 */
import { FEE_SCHEDULE, type FeeKind } from '@malipo/contracts/fees';

/** The percentage of a fee as written in copy, e.g. `feePercent('withdrawal')` → "2%". */
export function feePercent(kind: FeeKind): string {
  return `${FEE_SCHEDULE[kind].percent}%`;
}

/** The label of a fee line in money figures, e.g. `feeLabel('withdrawal')` → "Fee (2%)". */
export function feeLabel(kind: FeeKind): string {
  return `Fee (${feePercent(kind)})`;
}
