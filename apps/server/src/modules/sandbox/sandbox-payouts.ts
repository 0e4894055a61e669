/**
 * The sandbox's payouts (docs/payments.md#sandbox-provider): a payout settles `delayMs` after it is
 * submitted — paid, or failed when the bank account number or phone ends in 0002 (the documented
 * failing destinations, like the declining mobile money number).
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayouts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { PayoutDestination, PayoutOutcome, PayoutProvider } from '../providers/payout-provider';

const FAILURE = {
  code: 'payout_rejected',
  message: "The recipient's account rejected the transfer. The money and the fee are back in your wallet.",
};

/** The scenario of a destination: a bank account number or phone ending in 0002 fails, any other is paid. */
export function payoutScenario(destination: PayoutDestination): 'pay' | 'fail' {
  const number = destination.type === 'bank' ? destination.accountNumber : destination.phone;
  return number.endsWith('0002') ? 'fail' : 'pay';
}

/**
 * The sandbox's {@link PayoutProvider} (name `sandbox`), keeping its payouts in `sandbox_payouts`:
 * `createPayout` records the payout once per `reference` (a repeat changes nothing) and answers
 * `pending` until `delayMs` ms (`SANDBOX_PAYOUT_DELAY_MS`) have passed on `clock`, then `paid`, or
 * `failed` with `payout_rejected` for a {@link payoutScenario} `fail` destination;
 * `retrievePayout` answers the same, or null for an unknown reference.
 */
export function createSandboxPayouts({
  db,
  clock,
  delayMs,
}: {
  db: Db;
  clock: Clock;
  delayMs: number;
}): PayoutProvider {
  const outcomeOf = (row: typeof sandboxPayouts.$inferSelect): PayoutOutcome => {
    if (clock.now() < row.decideAt) return { status: 'pending' };
    return row.scenario === 'pay' ? { status: 'paid' } : { status: 'failed', ...FAILURE };
  };
  const find = async (reference: string) =>
    (await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, reference)))[0];

  return {
    name: 'sandbox',
    async createPayout(input) {
      const now = clock.now();
      await db
        .insert(sandboxPayouts)
        .values({
          id: newId('sbx_po'),
          reference: input.reference,
          amountMinor: input.amountMinor,
          currency: input.currency,
          scenario: payoutScenario(input.destination),
          decideAt: new Date(now.getTime() + delayMs),
          createdAt: now,
        })
        .onConflictDoNothing({ target: sandboxPayouts.reference });
      const row = await find(input.reference);
      if (!row) throw new Error(`sandbox payout ${input.reference} missing`);
      return outcomeOf(row);
    },
    async retrievePayout(reference) {
      const row = await find(reference);
      return row ? outcomeOf(row) : null;
    },
  };
}
