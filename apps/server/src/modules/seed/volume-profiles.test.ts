import { describe, expect, it } from 'vitest';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { normalizePhone } from '@malipo/contracts/mobile-money';
import {
  CURRENCY_PROFILES,
  donationPresetsMinor,
  MOBILE_SUFFIX_DIGITS,
  type VolumeCurrency,
} from './volume-profiles';

const currencies = Object.keys(CURRENCY_PROFILES) as VolumeCurrency[];

describe('volume currency profiles (docs/testing.md#volume-data)', () => {
  it('cover every currency a payment link can ask for', () => {
    expect([...currencies].sort()).toEqual([...PAYMENT_CURRENCIES].sort());
  });

  it('make phone numbers each network accepts as its own', () => {
    for (const currency of currencies) {
      const profile = CURRENCY_PROFILES[currency];
      for (const network of [...profile.networks, profile.directPay.network]) {
        for (const suffix of ['0000001', '4827351', '9999991', '1230002']) {
          expect(suffix).toHaveLength(MOBILE_SUFFIX_DIGITS);
          const phone = normalizePhone(`${network.prefix}${suffix}`, network.country, network.provider);
          expect(phone, `${network.prefix}${suffix}`).toMatchObject({
            ok: true,
            e164: `${network.prefix}${suffix}`,
          });
        }
      }
    }
  });

  it('split payments between methods and give donation presets in minor units', () => {
    for (const currency of currencies) {
      const { cardShare, mobileShare, customDonationMinor, stepMinor } = CURRENCY_PROFILES[currency];
      expect(cardShare + mobileShare).toBeLessThanOrEqual(1);
      expect(customDonationMinor[0] % stepMinor).toBe(0);
    }
    expect(donationPresetsMinor('USD')).toEqual([1_000, 2_500, 5_000, 10_000, 25_000, 50_000]);
    expect(donationPresetsMinor('RWF')).toEqual([10, 25, 50, 100, 250, 500]);
  });
});
