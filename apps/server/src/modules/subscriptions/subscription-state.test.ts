import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@malipo/contracts/billing-cycles';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { allowedTransitions, assertTransition, initialStatus, isFinal } from './subscription-state';

/** Every legal move (docs/subscriptions.md#subscription-states), written out independently of the module. */
const LEGAL: Record<SubscriptionStatus, SubscriptionStatus[]> = {
  incomplete: ['active', 'canceled'],
  trialing: ['active', 'past_due', 'canceled'],
  active: ['active', 'past_due', 'canceled'],
  past_due: ['active', 'canceled'],
  canceled: [],
};

const pairs = SUBSCRIPTION_STATUSES.flatMap((from) => SUBSCRIPTION_STATUSES.map((to) => [from, to] as const));
const legalPairs = pairs.filter(([from, to]) => LEGAL[from].includes(to));
const illegalPairs = pairs.filter(([from, to]) => !LEGAL[from].includes(to));

describe('subscription state machine', () => {
  it('starts trialing with a trial, else incomplete', () => {
    expect(initialStatus({ hasTrial: true })).toBe('trialing');
    expect(initialStatus({ hasTrial: false })).toBe('incomplete');
  });

  it('lists exactly the legal transitions of every status', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect([...allowedTransitions(status)].sort()).toEqual([...LEGAL[status]].sort());
    }
  });

  it.each(legalPairs)('allows %s → %s and returns the new status', (from, to) => {
    expect(assertTransition(from, to)).toBe(to);
  });

  it.each(illegalPairs)('refuses %s → %s with invalid_state', (from, to) => {
    let thrown: unknown;
    try {
      assertTransition(from, to);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'invalid_state',
      message: `A subscription cannot go from ${from} to ${to}`,
    });
  });

  it('only canceled is final, and it can be reached from every other status', () => {
    expect(SUBSCRIPTION_STATUSES.filter(isFinal)).toEqual(['canceled']);
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => !isFinal(s))) {
      expect(allowedTransitions(status)).toContain('canceled');
    }
  });

  it('an incomplete subscription never becomes past due: its failed first charge cancels it', () => {
    expect(() => assertTransition('incomplete', 'past_due')).toThrow(AppError);
  });

  it('throws for a status it does not know', () => {
    expect(() => allowedTransitions('paused' as SubscriptionStatus)).toThrow(
      /unknown subscription status paused/,
    );
  });
});
