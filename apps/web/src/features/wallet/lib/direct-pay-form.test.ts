import { describe, expect, it } from 'vitest';
import {
  AMOUNT_ALERT,
  DIRECT_PAY_DEFAULTS,
  RECIPIENT_ALERT,
  checkDirectPay,
  quickAmountText,
} from './direct-pay-form';

const withValues = (values: Partial<typeof DIRECT_PAY_DEFAULTS>) =>
  checkDirectPay({ ...DIRECT_PAY_DEFAULTS, ...values });

describe('checkDirectPay', () => {
  it('alerts for an empty recipient before looking at the amount (docs/product.md#validation)', () => {
    expect(withValues({ phone: '  ', amount: '' })).toEqual({
      ok: false,
      alert: RECIPIENT_ALERT,
      fields: {},
    });
  });

  it.each(['', '0', '0.00', '-5', 'abc'])('alerts "Please enter a valid amount" for %j', (amount) => {
    expect(withValues({ phone: '+250788123456', amount })).toEqual({
      ok: false,
      alert: AMOUNT_ALERT,
      fields: {},
    });
  });

  it('puts too many decimals for the currency on the amount field', () => {
    expect(withValues({ phone: '+250788123456', amount: '10.5', fromCurrency: 'RWF' })).toEqual({
      ok: false,
      alert: null,
      fields: { amount: 'RWF amounts have no decimals' },
    });
  });

  it('checks the number for the chosen country', () => {
    const check = withValues({ phone: '+254712345678', country: 'RW' });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.fields.phone).toBe('Enter a valid phone number for the selected country');
  });

  it('builds the request in minor units with the number in E.164', () => {
    expect(withValues({ phone: '0788 123 456' })).toEqual({
      ok: true,
      request: {
        amountMinor: 10_000,
        fromCurrency: 'USD',
        toCurrency: 'RWF',
        recipient: { provider: 'mtn', country: 'RW', phone: '+250788123456' },
      },
    });
  });
});

describe('quickAmountText', () => {
  it('writes a quick amount with the currency’s decimals', () => {
    expect(quickAmountText(200, 'USD')).toBe('200.00');
    expect(quickAmountText(1000, 'RWF')).toBe('1000');
  });
});
