import { expect, it } from 'vitest';
import { maskPhone, normalizePhone } from './mobile-money';
import { defaultCountryForCurrency } from './mobile-money-options';

it('validates a phone number for the chosen country and returns E.164', () => {
  expect(normalizePhone('0788 123 456', 'RW')).toEqual({ ok: true, e164: '+250788123456' });
  expect(normalizePhone('+250 788 123 456', 'RW')).toEqual({ ok: true, e164: '+250788123456' });
  expect(normalizePhone('+254 712 345 678', 'RW')).toMatchObject({ ok: false });
  expect(normalizePhone('12345', 'KE')).toMatchObject({ ok: false });
});

it('masks all but the country code and last three digits', () => {
  expect(maskPhone('+250788123456')).toBe('+250 ••• ••• 456');
});

it('suggests the country of the payment currency', () => {
  expect(defaultCountryForCurrency('KES')).toBe('KE');
  expect(defaultCountryForCurrency('USD')).toBe('RW');
});
