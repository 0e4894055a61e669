import { describe, expect, it } from 'vitest';
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '@malipo/contracts/billing-cycles';
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import { ENGLISH } from './i18n/english';
import { pageI18n } from './i18n/page-i18n';
import {
  chargeStatusDisplay,
  nextSubscriptionDate,
  perCycle,
  perCycleKey,
  pricePerCycle,
  pricePerCycleIn,
  subscriptionStatusDisplay,
  trialLabel,
} from './subscription-display';

const FRENCH = pageI18n('fr', compileMessages('fr', ['subscribe']));
const CHARGE_STATUSES = ['succeeded', 'failed', 'canceled', 'refunded', 'partially_refunded', 'processing'];

describe('subscription display', () => {
  it('words the price per billing period as docs/product.md#constants displays it', () => {
    expect(pricePerCycle(2999, 'USD', 'monthly')).toBe('$29.99 per month');
    expect(pricePerCycle(5000, 'RWF', 'weekly')).toBe('RWF 5,000 per week');
    expect(pricePerCycle(10000, 'EUR', 'quarterly')).toBe('€100.00 per quarter');
    expect(pricePerCycle(100, 'GBP', 'yearly')).toBe('£1.00 per year');
  });

  it('says "{n} days free" only when there is a trial', () => {
    expect(trialLabel(7)).toBe('7 days free');
    expect(trialLabel(1)).toBe('1 day free');
    expect(trialLabel(0)).toBeNull();
  });

  it('labels every status', () => {
    expect(SUBSCRIPTION_STATUSES.map((status) => subscriptionStatusDisplay(status).label)).toEqual([
      'Incomplete',
      'Trialing',
      'Active',
      'Past due',
      'Canceled',
    ]);
  });

  it('shows the trial end while trialing, the next billing date otherwise, nothing once canceled', () => {
    const dates = { trialEndsAt: '2026-01-08T00:00:00.000Z', nextBillingAt: '2026-01-08T00:00:00.000Z' };
    expect(nextSubscriptionDate({ status: 'trialing', ...dates })).toEqual({
      label: 'Trial ends',
      labelKey: 'subscribe:facts.trialEnds',
      at: dates.trialEndsAt,
    });
    expect(nextSubscriptionDate({ status: 'active', ...dates })?.label).toBe('Next billing date');
    expect(nextSubscriptionDate({ status: 'canceled', ...dates })).toBeNull();
    expect(nextSubscriptionDate({ status: 'active', trialEndsAt: null, nextBillingAt: null })).toBeNull();
  });
});

describe('chargeStatusDisplay', () => {
  it('calls a succeeded charge Paid and an unfinished one Pending', () => {
    expect(chargeStatusDisplay('succeeded')).toEqual({
      label: 'Paid',
      labelKey: 'subscribe:charges.status.paid',
      tone: 'success',
    });
    expect(chargeStatusDisplay('failed').label).toBe('Failed');
    expect(chargeStatusDisplay('processing').label).toBe('Pending');
    expect(chargeStatusDisplay('requires_action').label).toBe('Pending');
  });
});

describe('subscriptions in the payer’s language', () => {
  const { t } = ENGLISH;

  it('says in English through the catalogue exactly what the dashboard’s English says', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      const display = subscriptionStatusDisplay(status);
      expect(t(display.labelKey)).toBe(display.label);
    }
    for (const status of CHARGE_STATUSES) {
      const display = chargeStatusDisplay(status);
      expect(t(display.labelKey)).toBe(display.label);
    }
    for (const cycle of BILLING_CYCLES) {
      expect(t(perCycleKey(cycle))).toBe(perCycle(cycle));
      expect(pricePerCycleIn(ENGLISH, 500_000, 'RWF', cycle)).toBe(pricePerCycle(500_000, 'RWF', cycle));
    }
    for (const days of [1, 7, 30]) {
      expect(t('subscribe:plan.trial', { days })).toBe(trialLabel(days));
    }
    const dates = { trialEndsAt: '2026-01-08T00:00:00.000Z', nextBillingAt: '2026-01-08T00:00:00.000Z' };
    for (const status of ['trialing', 'active'] as const) {
      const next = nextSubscriptionDate({ status, ...dates });
      expect(next && t(next.labelKey)).toBe(next?.label);
    }
  });

  it('words prices, trials and statuses in French', () => {
    expect(pricePerCycleIn(FRENCH, 2999, 'USD', 'monthly')).toMatch(/^29,99\s\$US par mois$/);
    expect(pricePerCycleIn(FRENCH, 5000, 'RWF', 'weekly')).toMatch(/^5\s000\sRWF par semaine$/);
    expect(FRENCH.t(perCycleKey('quarterly'))).toBe('par trimestre');
    expect(FRENCH.t('subscribe:plan.trial', { days: 1 })).toBe('1 jour gratuit');
    expect(FRENCH.t('subscribe:plan.trial', { days: 14 })).toBe('14 jours gratuits');
    expect(FRENCH.t(subscriptionStatusDisplay('past_due').labelKey)).toBe('Impayé');
    expect(FRENCH.t(chargeStatusDisplay('succeeded').labelKey)).toBe('Payé');
  });
});
