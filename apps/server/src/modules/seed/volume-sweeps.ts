/**
 * Money leaving volume merchants' wallets (docs/testing.md#volume-data, docs/money.md#wallet-movements):
 * withdrawals (2% fee inside the amount), Direct Pay (2% on top, converted), sends to other Malipo
 * users and conversions between the merchant's own wallets, each a record shaped as its service
 * writes it. Pure: given what came in and the rates, it decides what goes out.
 *
 * Wallets never go negative (docs/money.md#balances), at any moment of the history: what leaves a
 * wallet during sweep period k+1 is at most {@link MAX_SWEEP_SHARE} of what came in during period k
 * net of every refund of those payments, and a refund never exceeds, nor precedes, the payment it
 * returns. So by induction the money out never exceeds the money in before it.
 * @module
 */
import { directPayFigures, withdrawalFigures } from '@malipo/contracts/fees';
import { convertMinor } from '@malipo/contracts/fx';
import { maskPhone } from '@malipo/contracts/mobile-money';
import { MOBILE_MONEY_COUNTRIES, MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import { ulid } from 'ulidx';
import type { conversions, payouts, transfers } from '../../db/schema';
import type { IdPrefix } from '../../lib/ids';
import { SEND_NOTES } from './volume-people';
import { currencyProfile, MOBILE_SUFFIX_DIGITS, type MobileNetwork } from './volume-profiles';
import { VOLUME_PROVIDER } from './volume-accounts';

/** Shares of a period's net income each kind of movement may take at most (their sum < 1). */
export const SWEEP_SHARES = { withdrawal: 0.55, directPay: 0.1, send: 0.05, conversion: 0.1 } as const;
/** The most of a period's net income that leaves in the next one (Direct Pay's fee included). */
export const MAX_SWEEP_SHARE =
  SWEEP_SHARES.withdrawal + SWEEP_SHARES.directPay * 1.02 + SWEEP_SHARES.send + SWEEP_SHARES.conversion;

/** Chance each kind happens in a period. */
const CHANCE = { withdrawal: 0.85, directPay: 0.35, send: 0.4, conversion: 0.25 } as const;
/**
 * Share of payouts to a mobile number that fail (the sandbox rejects numbers ending 0002): spread
 * evenly over each kind's mobile payouts, the first of each kind among them, so even a small run
 * has a failed withdrawal and a failed Direct Pay.
 */
const PAYOUT_FAILURE_RATE = 0.04;
/** Movements happen no later than this before the run's `now`, in ms, so payouts have settled. */
const SWEEP_MARGIN_MS = 10 * 60_000;

/** Net income (minor units) of one merchant in one currency during sweep period `period`. */
export interface PeriodNet {
  merchantId: string;
  currency: string;
  period: number;
  netMinor: number;
}

/** What sweeps need besides the nets. */
export interface SweepContext {
  startMs: number;
  nowMs: number;
  periodMs: number;
  /** Exchange rates by `FROM>TO` (decimal text); a missing pair skips the movement. */
  rates: ReadonlyMap<string, string>;
  /** The merchant's bank account for withdrawals, if it has one. */
  bankAccounts: ReadonlyMap<string, { id: string; label: string }>;
  /** Merchants each merchant may send to (they have a user, docs/money.md#wallet-movements). */
  recipients: ReadonlyMap<string, readonly string[]>;
  random: () => number;
}

type TransferRow = typeof transfers.$inferSelect;
type ConversionRow = typeof conversions.$inferSelect;

/** The records sweeps write; each one's ledger transaction carries its `createdAt`. */
export interface SweepRecords {
  payouts: (typeof payouts.$inferSelect)[];
  transfers: TransferRow[];
  conversions: ConversionRow[];
}

/** A prefixed ULID carrying time `ms` (docs/conventions.md#code), as `newId` would have made then. */
export function idAt(prefix: IdPrefix, ms: number): string {
  return `${prefix}_${ulid(ms)}`;
}

const PAYOUT_FAILURE = {
  code: 'payout_rejected',
  message: "The recipient's account rejected the transfer. The money and the fee are back in your wallet.",
};

function phoneOf(network: MobileNetwork, random: () => number, fails: boolean): string {
  const digits = String(Math.floor(random() * 1e6)).padStart(MOBILE_SUFFIX_DIGITS - 1, '0');
  return `${network.prefix}${fails ? `${digits.slice(0, 3)}0002` : `${digits}1`}`;
}

function mobileDestination(network: MobileNetwork, phone: string) {
  const name = MOBILE_MONEY_PROVIDERS.find((p) => p.id === network.provider)?.name ?? network.provider;
  return {
    destinationType: 'mobile_money' as const,
    payoutAccountId: null,
    mobileProvider: network.provider,
    mobileCountry: network.country,
    phone,
    destinationLabel: `${name} ${maskPhone(phone)}`,
  };
}

type PayoutRow = typeof payouts.$inferSelect;
type PayoutFigures = Omit<
  PayoutRow,
  | 'id'
  | 'merchantId'
  | 'status'
  | 'provider'
  | 'failureCode'
  | 'failureMessage'
  | 'idempotencyKey'
  | 'createdAt'
  | 'updatedAt'
>;

/** One period's sweep: its net, when movements may happen, and how much each may take. */
interface Sweep {
  net: PeriodNet;
  ctx: SweepContext;
  /** A time in the period, ms. */
  at(): number;
  /** When a payout made at `createdMs` settled (still in the period). */
  settledAt(createdMs: number): Date;
  /** Up to `max` of the net, rounded down to the currency's step, minor units. */
  share(max: number): number;
  /** Whether the run's next mobile payout of `kind` fails ({@link PAYOUT_FAILURE_RATE}). */
  mobilePayoutFails(kind: 'withdrawal' | 'direct_pay'): boolean;
}

function payoutRow(sweep: Sweep, createdMs: number, figures: PayoutFigures): PayoutRow {
  const fails = figures.phone?.endsWith('0002') ?? false;
  const id = idAt('po', createdMs);
  return {
    ...figures,
    id,
    merchantId: sweep.net.merchantId,
    status: fails ? 'failed' : 'paid',
    provider: VOLUME_PROVIDER,
    failureCode: fails ? PAYOUT_FAILURE.code : null,
    failureMessage: fails ? PAYOUT_FAILURE.message : null,
    idempotencyKey: `volume-${id.slice(3)}`,
    createdAt: new Date(createdMs),
    updatedAt: sweep.settledAt(createdMs),
  };
}

/** A withdrawal to the merchant's bank account or, in an African currency, its mobile money number. */
function withdrawal(sweep: Sweep): PayoutRow | null {
  const { net, ctx } = sweep;
  const { debitedMinor, feeMinor, arrivesMinor } = withdrawalFigures(sweep.share(SWEEP_SHARES.withdrawal));
  if (ctx.random() >= CHANCE.withdrawal || arrivesMinor <= 0) return null;
  const home = currencyProfile(net.currency).networks[0];
  const isLocal = MOBILE_MONEY_COUNTRIES.some((c) => c.code === home.country && c.currency === net.currency);
  const bank = ctx.bankAccounts.get(net.merchantId);
  const destination =
    bank && (!isLocal || ctx.random() < 0.6)
      ? {
          destinationType: 'bank' as const,
          payoutAccountId: bank.id,
          mobileProvider: null,
          mobileCountry: null,
          phone: null,
          destinationLabel: bank.label,
        }
      : mobileDestination(home, phoneOf(home, ctx.random, sweep.mobilePayoutFails('withdrawal')));
  return payoutRow(sweep, sweep.at(), {
    kind: 'withdrawal',
    debitedMinor,
    feeMinor,
    currency: net.currency,
    payoutMinor: arrivesMinor,
    payoutCurrency: net.currency,
    rate: '1',
    ...destination,
  });
}

/** Direct Pay to a mobile wallet in the currency's Direct Pay destination, converted at the stored rate. */
function directPay(sweep: Sweep): PayoutRow | null {
  const { net, ctx } = sweep;
  const target = currencyProfile(net.currency).directPay;
  const rate = ctx.rates.get(`${net.currency}>${target.currency}`);
  const amountMinor = sweep.share(SWEEP_SHARES.directPay);
  if (ctx.random() >= CHANCE.directPay || !rate || amountMinor <= 0) return null;
  const payoutMinor = convertMinor(amountMinor, net.currency, target.currency, rate);
  if (payoutMinor <= 0) return null;
  const { feeMinor, totalMinor } = directPayFigures(amountMinor);
  const phone = phoneOf(target.network, ctx.random, sweep.mobilePayoutFails('direct_pay'));
  return payoutRow(sweep, sweep.at(), {
    kind: 'direct_pay',
    debitedMinor: totalMinor,
    feeMinor,
    currency: net.currency,
    payoutMinor,
    payoutCurrency: target.currency,
    rate,
    ...mobileDestination(target.network, phone),
  });
}

/** A send to one of the merchant's recipients. */
function send(sweep: Sweep): TransferRow | null {
  const { net, ctx } = sweep;
  const recipients = ctx.recipients.get(net.merchantId) ?? [];
  const to = recipients[Math.floor(ctx.random() * recipients.length)];
  const amountMinor = sweep.share(SWEEP_SHARES.send);
  if (ctx.random() >= CHANCE.send || !to || amountMinor <= 0) return null;
  const createdMs = sweep.at();
  return {
    id: idAt('trf', createdMs),
    kind: 'send',
    fromMerchantId: net.merchantId,
    toMerchantId: to,
    amountMinor,
    currency: net.currency,
    note: SEND_NOTES[Math.floor(ctx.random() * SEND_NOTES.length)] ?? '',
    createdAt: new Date(createdMs),
  };
}

/** A conversion into the currency's conversion target, at the stored rate. */
function conversion(sweep: Sweep): ConversionRow | null {
  const { net, ctx } = sweep;
  const toCurrency = currencyProfile(net.currency).convertTo;
  const rate = toCurrency ? ctx.rates.get(`${net.currency}>${toCurrency}`) : undefined;
  const fromAmountMinor = sweep.share(SWEEP_SHARES.conversion);
  if (ctx.random() >= CHANCE.conversion || !toCurrency || !rate || fromAmountMinor <= 0) return null;
  const toAmountMinor = convertMinor(fromAmountMinor, net.currency, toCurrency, rate);
  if (toAmountMinor <= 0) return null;
  const createdMs = sweep.at();
  return {
    id: idAt('fx', createdMs),
    merchantId: net.merchantId,
    fromCurrency: net.currency,
    toCurrency,
    fromAmountMinor,
    toAmountMinor,
    rate,
    createdAt: new Date(createdMs),
  };
}

/**
 * The withdrawals, Direct Pay, sends and conversions that follow `nets`, each dated inside the
 * period after the one whose income pays for it, and no later than 10 minutes before `nowMs`.
 * Amounts are rounded down to the currency's step (`volume-profiles.ts`); a movement too small to
 * leave anything is skipped.
 */
export function planSweeps(nets: readonly PeriodNet[], ctx: SweepContext): SweepRecords {
  const out: SweepRecords = { payouts: [], transfers: [], conversions: [] };
  // Each kind's failures, spread evenly: a payout fails whenever its kind's credit reaches one.
  const failureCredit = { withdrawal: 1 - PAYOUT_FAILURE_RATE, direct_pay: 1 - PAYOUT_FAILURE_RATE };
  const mobilePayoutFails = (kind: keyof typeof failureCredit) => {
    failureCredit[kind] += PAYOUT_FAILURE_RATE;
    if (failureCredit[kind] < 1 - 1e-9) return false;
    failureCredit[kind] -= 1;
    return true;
  };
  for (const net of nets) {
    const fromMs = ctx.startMs + (net.period + 1) * ctx.periodMs;
    const untilMs = Math.min(fromMs + ctx.periodMs, ctx.nowMs - SWEEP_MARGIN_MS);
    if (net.netMinor <= 0 || untilMs - fromMs < 2 * 60_000) continue;
    const step = currencyProfile(net.currency).stepMinor;
    const sweep: Sweep = {
      net,
      ctx,
      at: () => Math.floor(fromMs + ctx.random() * (untilMs - fromMs - 60_000)),
      settledAt: (createdMs) => new Date(Math.min(createdMs + 5_000 + ctx.random() * 300_000, untilMs)),
      share: (max) => Math.floor((net.netMinor * max * (0.6 + 0.4 * ctx.random())) / step) * step,
      mobilePayoutFails,
    };
    for (const row of [withdrawal(sweep), directPay(sweep)]) if (row) out.payouts.push(row);
    const transfer = send(sweep);
    if (transfer) out.transfers.push(transfer);
    const converted = conversion(sweep);
    if (converted) out.conversions.push(converted);
  }
  return out;
}
