import { describe, expect, it } from 'vitest';
import { amountMinorOf, customAmountError, PRESET_AMOUNTS } from './donation-amount';

describe('donation amounts', () => {
  it('offers the spec’s presets', () => {
    expect(PRESET_AMOUNTS).toEqual([10, 25, 50, 100, 250, 500]);
  });

  it('converts presets and custom text to minor units, 2- and 0-decimal currencies alike', () => {
    expect(amountMinorOf({ kind: 'preset', major: 25 }, 'USD')).toBe(2500);
    expect(amountMinorOf({ kind: 'preset', major: 25 }, 'RWF')).toBe(25);
    expect(amountMinorOf({ kind: 'custom', text: '5000' }, 'RWF')).toBe(5000);
    expect(amountMinorOf({ kind: 'custom', text: '$1,200.50' }, 'USD')).toBe(120050);
  });

  it('has no amount while the custom text is empty, 0 or invalid, and says why', () => {
    expect(amountMinorOf({ kind: 'custom', text: '' }, 'USD')).toBeNull();
    expect(amountMinorOf({ kind: 'custom', text: '0' }, 'USD')).toBeNull();
    expect(amountMinorOf({ kind: 'custom', text: '10.5' }, 'RWF')).toBeNull();
    expect(customAmountError({ kind: 'custom', text: '' }, 'USD')).toBeNull();
    expect(customAmountError({ kind: 'custom', text: '0' }, 'USD')).toBe('Amount must be greater than 0');
    expect(customAmountError({ kind: 'custom', text: '10.5' }, 'RWF')).toBe('RWF amounts have no decimals');
  });
});
