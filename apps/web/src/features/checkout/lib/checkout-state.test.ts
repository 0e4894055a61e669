import { describe, expect, it } from 'vitest';
import { cardPayment } from '@/test/checkout-fixtures';
import { ApiError } from '@/lib/api-client';
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import { translatorFor } from '@malipo/contracts/i18n/translator';
import { ENGLISH } from '@/lib/i18n/english';
import type { PublicPayment } from '@malipo/contracts/payments';
import { checkoutReducer, initialCheckoutState, phaseForPayment, unconfirmedMessage } from './checkout-state';

const phaseOf = (payment: PublicPayment) => phaseForPayment(payment, ENGLISH.t);

describe('phaseForPayment', () => {
  it('maps each payment state to what the payer sees', () => {
    expect(phaseOf(cardPayment('processing')).kind).toBe('processing');
    expect(phaseOf(cardPayment('succeeded')).kind).toBe('succeeded');
    expect(phaseOf(cardPayment('requires_action', { nextAction: { type: 'otp' } })).kind).toBe('otp');
    expect(
      phaseOf(
        cardPayment('requires_action', {
          nextAction: { type: 'mobile_money_approval', phoneMasked: '+250 ••• ••• 456' },
        }),
      ),
    ).toMatchObject({ kind: 'approval', phoneMasked: '+250 ••• ••• 456' });
    expect(
      phaseOf(
        cardPayment('requires_action', { nextAction: { type: 'redirect', url: 'https://pay.example/x' } }),
      ),
    ).toMatchObject({ kind: 'redirect', url: 'https://pay.example/x', isLeaving: false });
    expect(
      phaseOf(
        cardPayment('failed', { failure: { code: 'insufficient_funds', message: 'Insufficient funds.' } }),
      ),
    ).toEqual({ kind: 'failed', code: 'insufficient_funds', message: 'Insufficient funds.' });
    expect(phaseOf(cardPayment('canceled'))).toEqual({
      kind: 'failed',
      code: null,
      message: 'Your payment could not be completed. Please try again.',
    });
  });

  it('shows a bank transfer’s account while it waits, and what arrived of one that came short', () => {
    const action = {
      type: 'bank_transfer' as const,
      bankName: 'Malipo Sandbox Bank',
      accountNumber: '4012345678',
      amountMinor: 10000,
      currency: 'USD',
      reference: 'SBX-1A2B3C4D',
      expiresAt: null,
    };
    expect(phaseOf(cardPayment('requires_action', { nextAction: action }))).toMatchObject({
      kind: 'transfer',
      action,
    });
    expect(
      phaseOf(
        cardPayment('failed', {
          failure: { code: 'underpaid', message: 'Only $80.00 of $100.00 arrived.' },
          transferMismatch: { expectedMinor: 10000, receivedMinor: 8000 },
        }),
      ),
    ).toEqual({
      kind: 'failed',
      code: 'underpaid',
      message: 'Only $80.00 of $100.00 arrived.',
      mismatch: { expectedMinor: 10000, receivedMinor: 8000, currency: 'USD' },
    });
  });
});

describe('checkoutReducer', () => {
  it('puts server field errors next to fields and other messages in the banner', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid request body', {
      'payer.email': 'Enter a valid email address',
      'paymentMethod.token': 'Invalid card token',
    });
    const state = checkoutReducer(
      { ...initialCheckoutState, method: 'card', isSubmitting: true },
      { type: 'rejected', error },
    );
    expect(state.errors).toEqual({ email: 'Enter a valid email address' });
    expect(state.banner).toBe('Invalid card token');
    expect(state.isSubmitting).toBe(false);
  });

  it('shows the server message when a paused link refuses the payment', () => {
    const error = new ApiError(409, 'link_unavailable', 'This payment link is not accepting payments.');
    const state = checkoutReducer({ ...initialCheckoutState, method: 'card' }, { type: 'rejected', error });
    expect(state.banner).toBe('This payment link is not accepting payments.');
  });

  it('keeps the form and tells the payer a retry is safe when the answer never came', () => {
    const error = new ApiError(0, 'network_error', 'offline');
    const sending = checkoutReducer({ ...initialCheckoutState, method: 'card' }, { type: 'sending' });
    expect(sending.phase).toEqual({ kind: 'processing', payment: null });
    const message = unconfirmedMessage(error, false, ENGLISH.t);
    expect(message).toBe(
      'We could not confirm your payment because the connection dropped. Press Pay to try again: you will not be charged twice.',
    );
    const state = checkoutReducer(sending, { type: 'unconfirmed', message, isResumed: false });
    expect(state.phase.kind).toBe('form');
    expect(state.banner).toBe(message);
    const resumed = checkoutReducer(sending, { type: 'unconfirmed', message, isResumed: true });
    expect(resumed.phase).toEqual({ kind: 'reconnect', message });
  });

  it('says in French that a retry after a lost answer charges once', () => {
    const t = translatorFor('fr', compileMessages('fr'));
    expect(unconfirmedMessage(new ApiError(503, 'unavailable', 'Down'), true, t)).toBe(
      'Nous n’avons pas pu confirmer votre paiement. Réessayez : vous ne serez pas débité deux fois.',
    );
  });

  it('Back to Step 1 clears the method', () => {
    const state = checkoutReducer({ ...initialCheckoutState, method: 'mobile' }, { type: 'back_to_step_1' });
    expect(state.method).toBeNull();
  });
});
