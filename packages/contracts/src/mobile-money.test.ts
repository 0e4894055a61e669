import { describe, expect, it } from 'vitest';
import { en } from './i18n/messages/en';
import { maskPhone, normalizePhone, OPERATOR_PREFIXES, PHONE_PROBLEM_MESSAGES } from './mobile-money';
import { defaultCountryForCurrency, MOBILE_MONEY_PROVIDER_IDS } from './mobile-money-options';

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

describe('numbers checked against the provider', () => {
  it('takes an MTN Rwanda number as MTN, and refuses it as Airtel or M-Pesa', () => {
    expect(normalizePhone('0788 123 456', 'RW', 'mtn')).toEqual({ ok: true, e164: '+250788123456' });
    expect(normalizePhone('+250 791 234 567', 'RW', 'mtn')).toMatchObject({ ok: true });
    expect(normalizePhone('0788 123 456', 'RW', 'airtel')).toEqual({
      ok: false,
      problem: 'not_provider',
      message: 'This is not an Airtel Money number. Check the number or choose another provider.',
    });
    expect(normalizePhone('0788 123 456', 'RW', 'mpesa')).toMatchObject({
      ok: false,
      message: 'This is not an M-Pesa number. Check the number or choose another provider.',
    });
  });

  it('takes an Airtel Rwanda number (072, 073) as Airtel, and refuses it as MTN', () => {
    expect(normalizePhone('0722 123 456', 'RW', 'airtel')).toMatchObject({ ok: true });
    expect(normalizePhone('0731 234 567', 'RW', 'airtel')).toEqual({ ok: true, e164: '+250731234567' });
    expect(normalizePhone('0731 234 567', 'RW', 'mtn')).toMatchObject({ ok: false, problem: 'not_provider' });
  });

  it('takes a Vodacom Tanzania number as M-Pesa and an Airtel one as Airtel, not the other way round', () => {
    expect(normalizePhone('+255 754 123 456', 'TZ', 'mpesa')).toMatchObject({ ok: true });
    expect(normalizePhone('+255 684 123 456', 'TZ', 'airtel')).toMatchObject({ ok: true });
    expect(normalizePhone('+255 784 123 456', 'TZ', 'mpesa')).toMatchObject({
      ok: false,
      problem: 'not_provider',
    });
    expect(normalizePhone('+255 754 123 456', 'TZ', 'airtel')).toMatchObject({
      ok: false,
      problem: 'not_provider',
    });
    expect(normalizePhone('+255 754 123 456', 'TZ', 'mtn')).toMatchObject({
      ok: false,
      problem: 'not_provider',
    });
  });

  it('checks countries without sourced prefixes by country only', () => {
    expect(normalizePhone('+254 712 345 678', 'KE', 'mpesa')).toMatchObject({ ok: true });
    expect(normalizePhone('+254 733 123 456', 'KE', 'mpesa')).toMatchObject({ ok: true });
    expect(normalizePhone('+256 772 123 456', 'UG', 'airtel')).toMatchObject({ ok: true });
    expect(normalizePhone('+233 24 123 4567', 'GH', 'airtel')).toMatchObject({ ok: true });
  });

  it('checks the country before the provider, and nothing more without a provider', () => {
    expect(normalizePhone('', 'RW', 'airtel')).toMatchObject({ ok: false, problem: 'required' });
    expect(normalizePhone('12345', 'RW', 'airtel')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(normalizePhone('0788 123 456', 'RW')).toMatchObject({ ok: true });
    expect(normalizePhone('0788 123 456', 'RW', 'orange')).toMatchObject({ ok: true });
  });

  it('refuses in the words of the message catalogues, so refused payer forms are translated', () => {
    const texts = en.checkout.problems.mobileMoney;
    expect(PHONE_PROBLEM_MESSAGES.required).toBe(texts.phoneRequired);
    expect(PHONE_PROBLEM_MESSAGES.invalid).toBe(texts.phoneInvalid);
    expect(PHONE_PROBLEM_MESSAGES.notProvider).toEqual(texts.notProvider);
  });

  it('lists prefixes only for offered providers, each a two-digit national destination code', () => {
    for (const byProvider of Object.values(OPERATOR_PREFIXES)) {
      for (const [provider, prefixes] of Object.entries(byProvider)) {
        expect(MOBILE_MONEY_PROVIDER_IDS).toContain(provider);
        for (const prefix of prefixes) expect(prefix).toMatch(/^\d{2}$/);
      }
    }
  });
});
