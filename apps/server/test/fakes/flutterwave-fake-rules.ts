/**
 * What the Flutterwave fake checks of a request, as Flutterwave's v3 pages document it
 * (docs/payments.md#flutterwave): the currencies and networks of each mobile money charge type,
 * the operators a mobile money transfer may go to, required fields and amounts. Used only by
 * `flutterwave-fake.ts`.
 * @module
 */
import { CURRENCY_EXPONENTS } from '@malipo/contracts/currencies';

/** What each mobile money charge type accepts and how Flutterwave answers it. */
export interface MobileMoneyRule {
  currencies: string[];
  /** Accepted networks; `isNetworkRequired` when the page lists `network` among required fields. */
  networks: string[];
  isNetworkRequired: boolean;
  paymentType: string;
  /** `redirect`: answers only `meta.authorization` with a page to open; `data`: the pending transaction. */
  answer: 'redirect' | 'data';
}

/*
 * POST /v3/charges?type=<type>, one page per type, from
 * https://developer.flutterwave.com/docs/collections-inflow/mobile-money. Which types answer a
 * redirect page and which the pending transaction follows the samples of Flutterwave's own Node SDK
 * documentation (github.com/Flutterwave/Node-v3, documentation/collections.md).
 */
export const MOBILE_MONEY: Record<string, MobileMoneyRule> = {
  // https://developer.flutterwave.com/docs/ghana
  mobile_money_ghana: {
    currencies: ['GHS'],
    networks: ['MTN', 'VODAFONE', 'TIGO', 'AIRTELTIGO'],
    isNetworkRequired: true,
    paymentType: 'mobilemoneygh',
    answer: 'redirect',
  },
  // https://developer.flutterwave.com/v3.0.0/docs/uganda
  mobile_money_uganda: {
    currencies: ['UGX'],
    networks: ['MTN', 'AIRTEL'],
    isNetworkRequired: true,
    paymentType: 'mobilemoneyug',
    answer: 'redirect',
  },
  // https://developer.flutterwave.com/v3.0/docs/rwanda
  mobile_money_rwanda: {
    currencies: ['RWF'],
    networks: ['MTN', 'AIRTEL'],
    isNetworkRequired: false,
    paymentType: 'mobilemoneyrw',
    answer: 'redirect',
  },
  // https://developer.flutterwave.com/docs/francophone
  mobile_money_franco: {
    currencies: ['XOF', 'XAF'],
    networks: ['MTN', 'ORANGEMONEY', 'WAVE', 'MOOV'],
    isNetworkRequired: true,
    paymentType: 'mobilemoneysn',
    answer: 'data',
  },
  // https://developer.flutterwave.com/docs/m-pesa
  mpesa: {
    currencies: ['KES'],
    networks: [],
    isNetworkRequired: false,
    paymentType: 'mpesa',
    answer: 'data',
  },
  // https://developer.flutterwave.com/docs/tanzania
  mobile_money_tanzania: {
    currencies: ['TZS'],
    networks: ['AIRTEL', 'TIGO', 'HALOPESA', 'VODAFONE', 'VODACOM'],
    isNetworkRequired: false,
    paymentType: 'mobilemoneytz',
    answer: 'data',
  },
  // https://developer.flutterwave.com/docs/zambia-mobile-money
  mobile_money_zambia: {
    currencies: ['ZMW'],
    networks: ['MTN', 'AIRTEL', 'ZAMTEL'],
    isNetworkRequired: true,
    paymentType: 'mobilemoneyzm',
    answer: 'data',
  },
};

/** Francophone countries Flutterwave's page lists for `country`. */
export const FRANCO_COUNTRIES = ['CM', 'SN', 'BF', 'CI'];

/** Mobile money operator codes a transfer's `account_bank` may hold (transfers, mobile money page). */
export const MOBILE_MONEY_OPERATORS = new Set([
  'MPS',
  'MTN',
  'AIRTEL',
  'AIRTELTIGO',
  'VODAFONE',
  'TELECEL',
  'TIGO',
  'HALOPESA',
  'VODACOM',
  'ORANGEMONEY',
  'WAVE',
  'MOOV',
  'FMM',
]);

/** A request the fake refuses, answered with `status` and Flutterwave's error shape. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** `value` when it is non-blank text, else `null`. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The non-blank text field `field` of `body`; refuses the request without it. */
export function required(body: Record<string, unknown>, field: string): string {
  const value = text(body[field]);
  if (value === null) throw new Refusal(`${field} is required`);
  return value;
}

/**
 * An `amount` in minor units of `currency`: a positive number (or numeric text) with at most the
 * currency's decimals.
 */
export function amountMinorOf(value: unknown, currency: string): number {
  if (!Object.hasOwn(CURRENCY_EXPONENTS, currency))
    throw new Refusal(`Currency ${currency} is not supported`);
  const exponent = CURRENCY_EXPONENTS[currency as keyof typeof CURRENCY_EXPONENTS];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(
    typeof value === 'number' || typeof value === 'string' ? String(value) : '',
  );
  if (!match) throw new Refusal('amount must be a number');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) throw new Refusal(`${currency} amounts have at most ${exponent} decimals`);
  const minor = Number(`${match[1]}${fraction.padEnd(exponent, '0')}`);
  if (minor <= 0) throw new Refusal('amount must be greater than 0');
  return minor;
}
