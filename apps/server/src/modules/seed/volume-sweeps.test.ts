import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './volume-plan';
import { MAX_SWEEP_SHARE, planSweeps, type PeriodNet, type SweepContext } from './volume-sweeps';

const startMs = Date.parse('2026-01-01T00:00:00Z');
const periodMs = 7 * DAY_MS;
const merchantId = 'mer_A';

/** A small deterministic generator, so a failing case replays. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function context(seed: number, periods: number): SweepContext {
  return {
    startMs,
    periodMs,
    nowMs: startMs + (periods + 1) * periodMs,
    rates: new Map([
      ['USD>RWF', '1300'],
      ['USD>EUR', '0.85'],
    ]),
    bankAccounts: new Map([[merchantId, { id: 'pacc_1', label: 'Bank of Kigali ••••1231' }]]),
    recipients: new Map([[merchantId, ['mer_B']]]),
    random: seeded(seed),
  };
}

/** `periods` periods of 10,000.00 USD net income each. */
function steadyNets(periods: number): PeriodNet[] {
  return Array.from({ length: periods }, (_, period) => ({
    merchantId,
    currency: 'USD',
    period,
    netMinor: 1_000_000,
  }));
}

describe('planSweeps (docs/money.md#balances)', () => {
  it('takes out of a wallet during a period at most its share of what came in the period before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer(),
        (incomes, seed) => {
          const nets: PeriodNet[] = incomes.map((netMinor, period) => ({
            merchantId,
            currency: 'USD',
            period,
            netMinor,
          }));
          const records = planSweeps(nets, context(seed, incomes.length));
          const out = new Map<number, number>();
          const take = (createdAt: Date, amountMinor: number) => {
            const period = Math.floor((createdAt.getTime() - startMs) / periodMs);
            out.set(period, (out.get(period) ?? 0) + amountMinor);
          };
          for (const p of records.payouts) take(p.createdAt, p.debitedMinor);
          for (const tr of records.transfers) take(tr.createdAt, tr.amountMinor);
          for (const c of records.conversions) take(c.createdAt, c.fromAmountMinor);
          for (const [period, amount] of out) {
            expect(period).toBeGreaterThan(0);
            expect(amount).toBeLessThanOrEqual(MAX_SWEEP_SHARE * (incomes[period - 1] ?? 0));
          }
        },
      ),
    );
  });

  it('moves money out in every way once there is income, with the fee schedule and ids of their time', () => {
    const nets = steadyNets(40);
    const records = planSweeps(nets, context(7, 40));
    expect(new Set(records.payouts.map((p) => p.kind))).toEqual(new Set(['withdrawal', 'direct_pay']));
    expect(records.transfers.length).toBeGreaterThan(0);
    expect(records.conversions.length).toBeGreaterThan(0);
    for (const p of records.payouts) {
      expect(p.id).toMatch(/^po_[0-9A-Z]{26}$/);
      expect(p.updatedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(p.status).toBe(p.phone?.endsWith('0002') ? 'failed' : 'paid');
    }
  });

  it('fails the first mobile payout of each kind, then one in 25 of each, whatever the draws', () => {
    const nets = steadyNets(200);
    for (const seed of [1, 2, 3]) {
      const { payouts } = planSweeps(nets, { ...context(seed, 200), bankAccounts: new Map() });
      for (const kind of ['withdrawal', 'direct_pay']) {
        const mobile = payouts.filter((p) => p.kind === kind && p.destinationType === 'mobile_money');
        const failed = mobile.flatMap((p, i) => (p.status === 'failed' ? [i] : []));
        expect(mobile.length).toBeGreaterThan(50);
        expect(failed).toEqual(Array.from({ length: Math.ceil(mobile.length / 25) }, (_, n) => n * 25));
      }
    }
  });

  it('moves nothing after a period without income, nor before the next period ends at now', () => {
    const idle = planSweeps([{ merchantId, currency: 'USD', period: 0, netMinor: 0 }], context(1, 2));
    const late = planSweeps([{ merchantId, currency: 'USD', period: 3, netMinor: 1_000_000 }], context(1, 3));
    expect(idle).toEqual({ payouts: [], transfers: [], conversions: [] });
    expect(late).toEqual({ payouts: [], transfers: [], conversions: [] });
  });
});
