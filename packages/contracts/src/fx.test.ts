import { describe, expect, it } from 'vitest';
import { convertMinor, invertRate, isValidRate, multiplyRates } from './fx';

describe('conversion arithmetic on minor units', () => {
  it('converts across exponents without a factor-of-100 error (ISO 4217)', () => {
    expect(convertMinor(10_000, 'USD', 'RWF', '1300')).toBe(130_000); // 100.00 USD → 130,000 RWF
    expect(convertMinor(130_000, 'RWF', 'USD', invertRate('1300'))).toBe(10_000);
    expect(convertMinor(10_000, 'USD', 'EUR', '0.85')).toBe(8_500);
    expect(convertMinor(5_000, 'RWF', 'UGX', '2.5')).toBe(12_500);
  });

  it('rounds half up to the minor unit', () => {
    expect(convertMinor(1, 'USD', 'EUR', '0.85')).toBe(1); // 0.85 → 1
    expect(convertMinor(1, 'USD', 'EUR', '0.45')).toBe(0);
    expect(convertMinor(1, 'USD', 'EUR', '0.5')).toBe(1);
    expect(convertMinor(1, 'RWF', 'USD', invertRate('1300'))).toBe(0); // 1 RWF = 0.077 US cents
  });

  it('inverts and crosses rates exactly to 8 decimals', () => {
    expect(invertRate('0.85')).toBe('1.17647059');
    expect(invertRate('4')).toBe('0.25');
    expect(multiplyRates('0.85', '1300')).toBe('1105');
  });

  it('accepts only positive decimal rates with at most 8 decimals', () => {
    expect(isValidRate('1300')).toBe(true);
    expect(isValidRate('0.00000001')).toBe(true);
    expect(isValidRate('0')).toBe(false);
    expect(isValidRate('1.123456789')).toBe(false);
    expect(isValidRate('-1')).toBe(false);
    expect(isValidRate('1e3')).toBe(false);
  });
});
