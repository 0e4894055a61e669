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

  it('takes Vodacom Tanzania’s newer 072 and 079 numbers as M-Pesa and Airtel’s 066 as Airtel', () => {
    expect(normalizePhone('0792 123 456', 'TZ', 'mpesa')).toEqual({ ok: true, e164: '+255792123456' });
    expect(normalizePhone('0722 123 456', 'TZ', 'mpesa')).toMatchObject({ ok: true });
    expect(normalizePhone('0662 123 456', 'TZ', 'airtel')).toMatchObject({ ok: true });
    expect(normalizePhone('0792 123 456', 'TZ', 'airtel')).toMatchObject({
      ok: false,
      problem: 'not_provider',
    });
    // Halotel's and Yas's numbers are neither provider's.
    expect(normalizePhone('0621 234 567', 'TZ', 'airtel')).toMatchObject({
      ok: false,
      problem: 'not_provider',
    });
    expect(normalizePhone('0712 345 678', 'TZ', 'mpesa')).toMatchObject({
      ok: false,
      problem: 'not_provider',
    });
  });

  describe('Kenya', () => {
    it('takes a Safaricom number as M-Pesa and an Airtel one as Airtel, not the other way round', () => {
      expect(normalizePhone('0712 345 678', 'KE', 'mpesa')).toEqual({ ok: true, e164: '+254712345678' });
      expect(normalizePhone('+254 733 123 456', 'KE', 'airtel')).toEqual({ ok: true, e164: '+254733123456' });
      expect(normalizePhone('+254 733 123 456', 'KE', 'mpesa')).toEqual({
        ok: false,
        problem: 'not_provider',
        message: 'This is not an M-Pesa number. Check the number or choose another provider.',
      });
      expect(normalizePhone('0712 345 678', 'KE', 'airtel')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
    });

    it('refuses a Telkom number as M-Pesa or Airtel, and every number as MTN, which has no wallets there', () => {
      expect(normalizePhone('0772 123 456', 'KE', 'mpesa')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
      expect(normalizePhone('0772 123 456', 'KE', 'airtel')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
      expect(normalizePhone('0712 345 678', 'KE', 'mtn')).toMatchObject({
        ok: false,
        problem: 'not_provider',
        message: 'This is not an MTN Mobile Money number. Check the number or choose another provider.',
      });
    });

    it('tells apart the operators sharing 074, 075 and 076 by their third digit', () => {
      const providerOf = (national: string) =>
        (['mpesa', 'airtel'] as const).filter((provider) => normalizePhone(national, 'KE', provider).ok);
      expect(providerOf('0743 123 456')).toEqual(['mpesa']);
      expect(providerOf('0744 123 456')).toEqual([]); // Homeland Media
      expect(providerOf('0745 123 456')).toEqual(['mpesa']);
      expect(providerOf('0747 123 456')).toEqual([]); // Jamii Telecom
      expect(providerOf('0756 123 456')).toEqual(['airtel']);
      expect(providerOf('0757 123 456')).toEqual(['mpesa']);
      expect(providerOf('0760 123 456')).toEqual([]); // Mobile Pay
      expect(providerOf('0762 123 456')).toEqual(['airtel']);
      expect(providerOf('0763 123 456')).toEqual([]); // Equitel
      expect(providerOf('0768 123 456')).toEqual(['mpesa']);
    });

    it('takes the 01x ranges: Safaricom’s 011x as M-Pesa, Airtel’s 010x as Airtel, not Telkom’s 0120', () => {
      expect(normalizePhone('0110 123 456', 'KE', 'mpesa')).toEqual({ ok: true, e164: '+254110123456' });
      expect(normalizePhone('+254 115 123 456', 'KE', 'mpesa')).toMatchObject({ ok: true });
      expect(normalizePhone('0100 123 456', 'KE', 'airtel')).toMatchObject({ ok: true });
      expect(normalizePhone('0100 123 456', 'KE', 'mpesa')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
      expect(normalizePhone('0120 123 456', 'KE', 'mpesa')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
      expect(normalizePhone('0120 123 456', 'KE', 'airtel')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
    });
  });

  describe('Ghana', () => {
    it('takes an MTN number as MTN and an AT (formerly AirtelTigo) one as Airtel, not the other way round', () => {
      expect(normalizePhone('024 123 4567', 'GH', 'mtn')).toEqual({ ok: true, e164: '+233241234567' });
      expect(normalizePhone('+233 59 123 4567', 'GH', 'mtn')).toMatchObject({ ok: true });
      expect(normalizePhone('027 123 4567', 'GH', 'airtel')).toEqual({ ok: true, e164: '+233271234567' });
      expect(normalizePhone('+233 56 123 4567', 'GH', 'airtel')).toMatchObject({ ok: true });
      expect(normalizePhone('024 123 4567', 'GH', 'airtel')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
      expect(normalizePhone('027 123 4567', 'GH', 'mtn')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
    });

    it('refuses a Telecel number as MTN or Airtel, and every number as M-Pesa', () => {
      expect(normalizePhone('020 123 4567', 'GH', 'mtn')).toEqual({
        ok: false,
        problem: 'not_provider',
        message: 'This is not an MTN Mobile Money number. Check the number or choose another provider.',
      });
      expect(normalizePhone('050 123 4567', 'GH', 'airtel')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
      expect(normalizePhone('024 123 4567', 'GH', 'mpesa')).toMatchObject({
        ok: false,
        problem: 'not_provider',
      });
    });
  });

  it('checks countries without sourced prefixes by country only', () => {
    expect(normalizePhone('+256 772 123 456', 'UG', 'airtel')).toMatchObject({ ok: true });
    expect(normalizePhone('+256 701 234 567', 'UG', 'mtn')).toMatchObject({ ok: true });
    expect(normalizePhone('+234 803 123 4567', 'NG', 'airtel')).toMatchObject({ ok: true });
    expect(normalizePhone('+27 82 123 4567', 'ZA', 'mtn')).toMatchObject({ ok: true });
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

  it('lists prefixes only for offered providers, each a code of two to three digits without the trunk 0', () => {
    for (const byProvider of Object.values(OPERATOR_PREFIXES)) {
      for (const [provider, prefixes] of Object.entries(byProvider)) {
        expect(MOBILE_MONEY_PROVIDER_IDS).toContain(provider);
        for (const prefix of prefixes) expect(prefix).toMatch(/^[1-9]\d{1,2}$/);
      }
    }
  });

  it('gives no number of a country to two providers: no code begins another provider’s', () => {
    for (const [country, byProvider] of Object.entries(OPERATOR_PREFIXES)) {
      const codes = Object.entries(byProvider).flatMap(([provider, prefixes]) =>
        prefixes.map((prefix) => ({ provider, prefix })),
      );
      for (const a of codes) {
        const overlapping = codes.filter((b) => b.provider !== a.provider && b.prefix.startsWith(a.prefix));
        expect(overlapping, `${country} ${a.provider} ${a.prefix}`).toEqual([]);
      }
    }
  });
});
