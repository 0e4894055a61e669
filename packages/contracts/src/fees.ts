/**
 * Malipo's fee schedule: the one home of every fee rule. Incoming payments carry no fee; money
 * leaving a wallet for a bank account or a mobile wallet pays a percentage, posted to the platform
 * fee account (docs/money.md#fees). The server computes the ledger amounts and the web app shows
 * the same figures (and the percentage, read from {@link FEE_SCHEDULE}) before confirmation.
 *
 * All amounts are integers in minor units of the wallet currency (ISO 4217 exponents).
 * @module
 */

/**
 * Each fee as data: `percent` of the amount, and whether it is taken out of the amount
 * (`from_amount`: the destination receives amount − fee) or added on top (`on_top`: the wallet is
 * debited amount + fee).
 */
export const FEE_SCHEDULE = {
  /** A withdrawal to the merchant's bank account or mobile wallet. */
  withdrawal: { percent: 2, charged: 'from_amount' },
  /** Direct Pay: a converted payment to someone else's mobile wallet. */
  directPay: { percent: 2, charged: 'on_top' },
} as const satisfies Record<string, { percent: number; charged: 'from_amount' | 'on_top' }>;

/** A fee of the schedule. */
export type FeeKind = keyof typeof FEE_SCHEDULE;

/** `percent` % of `amountMinor`, rounded half up to a whole minor unit. */
function percentOfMinor(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent * 2 + 100) / 200);
}

/**
 * The fee of `kind` on `amountMinor` (minor units), rounded half up: 2% of 5000 → 100, of 25 → 1,
 * of 24 → 0.
 */
export function feeMinor(kind: FeeKind, amountMinor: number): number {
  return percentOfMinor(amountMinor, FEE_SCHEDULE[kind].percent);
}

/**
 * What a withdrawal of `amountMinor` does, in minor units: the wallet is debited the amount, the
 * fee comes out of it, and `arrivesMinor` reaches the destination. `arrivesMinor <= 0` means the
 * amount is too small to withdraw.
 */
export function withdrawalFigures(amountMinor: number): {
  debitedMinor: number;
  feeMinor: number;
  arrivesMinor: number;
} {
  const fee = feeMinor('withdrawal', amountMinor);
  return { debitedMinor: amountMinor, feeMinor: fee, arrivesMinor: amountMinor - fee };
}

/**
 * What Direct Pay of `amountMinor` costs the sender, in minor units of the sender's currency: the
 * fee is added on top, so the wallet is debited `totalMinor` = amount + fee (the recipient gets the
 * amount converted; see `convertMinor` in `fx.ts`).
 */
export function directPayFigures(amountMinor: number): { feeMinor: number; totalMinor: number } {
  const fee = feeMinor('directPay', amountMinor);
  return { feeMinor: fee, totalMinor: amountMinor + fee };
}
