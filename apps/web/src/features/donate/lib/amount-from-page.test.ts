import { describe, expect, it } from 'vitest';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { amountParams, amountStartFromPage, choiceFromParams } from './amount-from-page';

/** The donation page at `search`, with a refused post when `form` is given. */
function page(search: string, form?: PayerPageInput['form']): PayerPageInput {
  return {
    route: { kind: 'donate', id: 'demo-donate' },
    pathname: '/donate/demo-donate',
    search,
    form,
    locale: 'en',
  };
}

describe('the donation amount in the address and forms', () => {
  it('reads a preset, an amount that is not a preset as typed text, and custom text over a preset', () => {
    expect(choiceFromParams('50', null)).toEqual({ kind: 'preset', major: 50 });
    expect(choiceFromParams('5000', '')).toEqual({ kind: 'custom', text: '5000' });
    expect(choiceFromParams('25', '1,200.50')).toEqual({ kind: 'custom', text: '1,200.50' });
    expect(choiceFromParams('', '  ')).toBeNull();
    expect(amountParams({ kind: 'preset', major: 25 })).toEqual({ amount: '25' });
    expect(amountParams({ kind: 'custom', text: '5,000' })).toEqual({ custom: '5,000' });
  });

  it('starts at the address’s amount, or at nothing outside a payer page', () => {
    expect(amountStartFromPage(page('?amount=25&custom=&method=card'), 'USD')).toEqual({
      choice: { kind: 'preset', major: 25 },
      message: null,
      isChosen: true,
    });
    expect(amountStartFromPage(null, 'USD')).toEqual({
      choice: { kind: 'custom', text: '' },
      message: null,
      isChosen: false,
    });
  });

  it('keeps step 1 with a message when a method is asked for without a good amount', () => {
    expect(amountStartFromPage(page('?custom=&method=mobile'), 'RWF')).toMatchObject({
      message: { kind: 'missing' },
      isChosen: false,
    });
    // A bad custom amount is explained by the field's own check.
    expect(amountStartFromPage(page('?custom=10.5&method=card'), 'RWF')).toEqual({
      choice: { kind: 'custom', text: '10.5' },
      message: null,
      isChosen: false,
    });
    expect(amountStartFromPage(page('?amount=50'), 'USD').message).toBeNull();
  });

  it('takes a refused post’s amount, and its amount message back to step 1', () => {
    const refusedEmail = page('?method=card', {
      values: { intent: 'pay', method: 'card', amount: '100', amountMinor: '10000' },
      errors: { 'donor.email': 'Enter a valid email address' },
      message: null,
    });
    expect(amountStartFromPage(refusedEmail, 'USD')).toEqual({
      choice: { kind: 'preset', major: 100 },
      message: null,
      isChosen: true,
    });
    const refusedAmount = page('?method=card', {
      values: { intent: 'pay', method: 'card', custom: '0', amountMinor: '0' },
      errors: { amountMinor: 'Amount must be greater than 0' },
      message: null,
    });
    expect(amountStartFromPage(refusedAmount, 'USD')).toEqual({
      choice: { kind: 'custom', text: '0' },
      message: { kind: 'refused', text: 'Amount must be greater than 0' },
      isChosen: false,
    });
  });
});
