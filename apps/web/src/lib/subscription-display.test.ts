import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '@malipo/contracts/billing-cycles';
import {
  chargeStatusDisplay,
  nextSubscriptionDate,
  pricePerCycle,
  subscriptionStatusDisplay,
  trialLabel,
} from './subscription-display';

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
      at: dates.trialEndsAt,
    });
    expect(nextSubscriptionDate({ status: 'active', ...dates })?.label).toBe('Next billing date');
    expect(nextSubscriptionDate({ status: 'canceled', ...dates })).toBeNull();
    expect(nextSubscriptionDate({ status: 'active', trialEndsAt: null, nextBillingAt: null })).toBeNull();
  });
});

describe('chargeStatusDisplay', () => {
  it('calls a succeeded charge Paid and an unfinished one Pending', () => {
    expect(chargeStatusDisplay('succeeded')).toEqual({ label: 'Paid', tone: 'success' });
    expect(chargeStatusDisplay('failed').label).toBe('Failed');
    expect(chargeStatusDisplay('processing').label).toBe('Pending');
    expect(chargeStatusDisplay('requires_action').label).toBe('Pending');
  });
});
