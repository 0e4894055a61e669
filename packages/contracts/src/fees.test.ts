import { describe, expect, it } from 'vitest';
import { FEE_SCHEDULE, directPayFigures, feeMinor, withdrawalFigures } from './fees';

describe('the fee schedule (docs/money.md#fees)', () => {
  it('charges 2% on withdrawals and Direct Pay, rounded half up, in minor units', () => {
    expect(FEE_SCHEDULE.withdrawal.percent).toBe(2);
    expect(FEE_SCHEDULE.directPay.percent).toBe(2);
    expect(feeMinor('withdrawal', 5_000)).toBe(100);
    expect(feeMinor('withdrawal', 8_000)).toBe(160);
    expect(feeMinor('withdrawal', 25)).toBe(1); // 0.5 → 1
    expect(feeMinor('withdrawal', 24)).toBe(0); // 0.48 → 0
    expect(feeMinor('directPay', 1_000_000)).toBe(20_000);
  });

  it('takes the withdrawal fee out of the amount', () => {
    expect(withdrawalFigures(10_000)).toEqual({ debitedMinor: 10_000, feeMinor: 200, arrivesMinor: 9_800 });
    expect(withdrawalFigures(1).arrivesMinor).toBe(1);
  });

  it('adds the Direct Pay fee on top of the amount', () => {
    expect(directPayFigures(10_000)).toEqual({ feeMinor: 200, totalMinor: 10_200 });
  });
});
