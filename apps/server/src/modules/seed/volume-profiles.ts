/**
 * What volume data looks like per currency (docs/testing.md#volume-data): how payers of each
 * currency pay (card, mobile money or bank transfer), on which mobile money networks, what they
 * give to a donation, and where Direct Pay and conversions take the money. Plain data; every amount
 * in minor units of its currency (ISO 4217 exponents, docs/money.md#minor-units).
 * @module
 */
import { CURRENCY_EXPONENTS, type CurrencyCode } from '@malipo/contracts/currencies';
import { DONATION_PRESET_AMOUNTS } from '@malipo/contracts/donation-options';
import type { MobileMoneyCountry, MobileMoneyProvider } from '@malipo/contracts/mobile-money-options';

/**
 * A mobile money network payers use: numbers are `prefix` (E.164, with the country code and the
 * operator's code) followed by {@link MOBILE_SUFFIX_DIGITS} digits.
 */
export interface MobileNetwork {
  provider: MobileMoneyProvider;
  country: MobileMoneyCountry;
  prefix: string;
}

/** Digits after a network's prefix in a generated phone number. */
export const MOBILE_SUFFIX_DIGITS = 7;

/** How money moves in one currency. Shares are fractions of payments; the rest pay by bank transfer. */
export interface CurrencyProfile {
  /** The step amounts are rounded down to for custom donations and wallet movements, minor units. */
  stepMinor: number;
  /** Range of a custom donation, minor units, inclusive. */
  customDonationMinor: readonly [number, number];
  cardShare: number;
  mobileShare: number;
  /** Networks of mobile money payments, the first also the destination of mobile withdrawals. */
  networks: readonly [MobileNetwork, ...MobileNetwork[]];
  /** Where Direct Pay from this currency goes: the recipient's currency and network. */
  directPay: { currency: CurrencyCode; network: MobileNetwork };
  /** The wallet this currency is sometimes converted into; null when no stored rate reaches one. */
  convertTo: CurrencyCode | null;
}

const MTN_RW: MobileNetwork = { provider: 'mtn', country: 'RW', prefix: '+25078' };
const AIRTEL_RW: MobileNetwork = { provider: 'airtel', country: 'RW', prefix: '+25073' };
const MPESA_KE: MobileNetwork = { provider: 'mpesa', country: 'KE', prefix: '+25471' };
const AIRTEL_KE: MobileNetwork = { provider: 'airtel', country: 'KE', prefix: '+25473' };
const MTN_UG: MobileNetwork = { provider: 'mtn', country: 'UG', prefix: '+25677' };
const AIRTEL_UG: MobileNetwork = { provider: 'airtel', country: 'UG', prefix: '+25675' };
const MPESA_TZ: MobileNetwork = { provider: 'mpesa', country: 'TZ', prefix: '+25575' };
const AIRTEL_TZ: MobileNetwork = { provider: 'airtel', country: 'TZ', prefix: '+25568' };
const MTN_GH: MobileNetwork = { provider: 'mtn', country: 'GH', prefix: '+23324' };
const AIRTEL_GH: MobileNetwork = { provider: 'airtel', country: 'GH', prefix: '+23326' };
const MTN_NG: MobileNetwork = { provider: 'mtn', country: 'NG', prefix: '+234803' };
const MTN_ZA: MobileNetwork = { provider: 'mtn', country: 'ZA', prefix: '+2783' };

const toRwanda = { currency: 'RWF', network: MTN_RW } as const;

/** The profile of every currency volume data moves (docs/product.md#constants lists the currencies). */
export const CURRENCY_PROFILES = {
  USD: {
    stepMinor: 100,
    customDonationMinor: [500, 100_000],
    cardShare: 0.7,
    mobileShare: 0.1,
    networks: [MTN_RW],
    directPay: toRwanda,
    convertTo: 'EUR',
  },
  EUR: {
    stepMinor: 100,
    customDonationMinor: [500, 80_000],
    cardShare: 0.75,
    mobileShare: 0.05,
    networks: [MTN_RW],
    directPay: toRwanda,
    convertTo: 'USD',
  },
  GBP: {
    stepMinor: 100,
    customDonationMinor: [500, 80_000],
    cardShare: 0.75,
    mobileShare: 0.05,
    networks: [MTN_RW],
    directPay: toRwanda,
    convertTo: 'USD',
  },
  RWF: {
    stepMinor: 100,
    customDonationMinor: [1_000, 500_000],
    cardShare: 0.25,
    mobileShare: 0.65,
    networks: [MTN_RW, AIRTEL_RW],
    directPay: toRwanda,
    convertTo: 'USD',
  },
  KES: {
    stepMinor: 1_000,
    customDonationMinor: [10_000, 5_000_000],
    cardShare: 0.2,
    mobileShare: 0.7,
    networks: [MPESA_KE, AIRTEL_KE],
    directPay: { currency: 'KES', network: MPESA_KE },
    convertTo: null,
  },
  UGX: {
    stepMinor: 1_000,
    customDonationMinor: [5_000, 2_000_000],
    cardShare: 0.2,
    mobileShare: 0.7,
    networks: [MTN_UG, AIRTEL_UG],
    directPay: { currency: 'UGX', network: MTN_UG },
    convertTo: null,
  },
  TZS: {
    stepMinor: 10_000,
    customDonationMinor: [200_000, 100_000_000],
    cardShare: 0.2,
    mobileShare: 0.7,
    networks: [MPESA_TZ, AIRTEL_TZ],
    directPay: { currency: 'TZS', network: MPESA_TZ },
    convertTo: null,
  },
  NGN: {
    stepMinor: 10_000,
    customDonationMinor: [100_000, 50_000_000],
    cardShare: 0.55,
    mobileShare: 0.15,
    networks: [MTN_NG],
    directPay: { currency: 'NGN', network: MTN_NG },
    convertTo: null,
  },
  GHS: {
    stepMinor: 100,
    customDonationMinor: [1_000, 500_000],
    cardShare: 0.3,
    mobileShare: 0.6,
    networks: [MTN_GH, AIRTEL_GH],
    directPay: { currency: 'GHS', network: MTN_GH },
    convertTo: null,
  },
  ZAR: {
    stepMinor: 1_000,
    customDonationMinor: [5_000, 1_000_000],
    cardShare: 0.7,
    mobileShare: 0.1,
    networks: [MTN_ZA],
    directPay: { currency: 'ZAR', network: MTN_ZA },
    convertTo: null,
  },
} as const satisfies Partial<Record<CurrencyCode, CurrencyProfile>>;

/** A currency volume data moves money in. */
export type VolumeCurrency = keyof typeof CURRENCY_PROFILES;

/** True when `currency` has a {@link CURRENCY_PROFILES} entry. */
export function isVolumeCurrency(currency: string): currency is VolumeCurrency {
  return Object.hasOwn(CURRENCY_PROFILES, currency);
}

/** The profile of `currency`. Throws `Error` for a currency without one (a programming error). */
export function currencyProfile(currency: string): CurrencyProfile {
  if (!isVolumeCurrency(currency)) throw new Error(`no volume profile for ${currency}`);
  return CURRENCY_PROFILES[currency];
}

/** The donation page's presets (docs/product.md#constants) in minor units of `currency`. */
export function donationPresetsMinor(currency: VolumeCurrency): number[] {
  const unit = 10 ** CURRENCY_EXPONENTS[currency];
  return DONATION_PRESET_AMOUNTS.map((major) => major * unit);
}
