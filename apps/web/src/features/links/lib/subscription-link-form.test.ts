import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUBSCRIPTION_LINK_FORM,
  subscriptionFormFieldForServerField,
  subscriptionLinkFormSchema,
  toCreateSubscriptionLinkRequest,
  type SubscriptionLinkFormValues,
} from './subscription-link-form';

const valid: SubscriptionLinkFormValues = {
  ...EMPTY_SUBSCRIPTION_LINK_FORM,
  title: ' Premium Membership ',
  amount: '29.99',
};

function issuesOf(values: SubscriptionLinkFormValues) {
  const result = subscriptionLinkFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('subscription link form', () => {
  it('defaults to USD, monthly and no trial, and sends 29.99 USD as 2999 minor units', () => {
    expect(EMPTY_SUBSCRIPTION_LINK_FORM).toMatchObject({
      currency: 'USD',
      billingCycle: 'monthly',
      trialDays: '0',
    });
    expect(issuesOf(valid)).toEqual({});
    expect(toCreateSubscriptionLinkRequest(valid)).toEqual({
      title: 'Premium Membership',
      description: '',
      amountMinor: 2999,
      currency: 'USD',
      billingCycle: 'monthly',
      trialDays: 0,
      thankYouMessage: '',
      redirectUrl: '',
    });
  });

  it('sends the chosen cycle and trial days as an integer; empty trial days mean 0', () => {
    const weekly = { ...valid, billingCycle: 'weekly' as const, trialDays: ' 14 ' };
    expect(toCreateSubscriptionLinkRequest(weekly)).toMatchObject({ billingCycle: 'weekly', trialDays: 14 });
    expect(toCreateSubscriptionLinkRequest({ ...valid, trialDays: '' }).trialDays).toBe(0);
  });

  it('needs a title and an amount', () => {
    expect(issuesOf({ ...valid, title: ' ', amount: '' })).toEqual({
      title: 'Title is required',
      amount: 'Amount is required',
    });
    expect(issuesOf({ ...valid, amount: '0' })).toEqual({ amount: 'Amount must be greater than 0' });
    expect(issuesOf({ ...valid, currency: 'RWF', amount: '5000.5' })).toEqual({
      amount: 'RWF amounts have no decimals',
    });
  });

  it('takes trial days only as a whole number of at least 0', () => {
    expect(issuesOf({ ...valid, trialDays: '-1' })).toEqual({ trialDays: 'Trial days cannot be negative' });
    expect(issuesOf({ ...valid, trialDays: '1.5' })).toEqual({
      trialDays: 'Trial days must be a whole number',
    });
    expect(issuesOf({ ...valid, trialDays: 'seven' })).toEqual({ trialDays: 'Trial days must be a number' });
    expect(issuesOf({ ...valid, trialDays: '366' })).toEqual({ trialDays: 'At most 365 trial days' });
  });

  it('maps the server’s field keys to the form’s fields', () => {
    expect(subscriptionFormFieldForServerField('amountMinor')).toBe('amount');
    expect(subscriptionFormFieldForServerField('trialDays')).toBe('trialDays');
    expect(subscriptionFormFieldForServerField('merchantId')).toBeNull();
  });
});
