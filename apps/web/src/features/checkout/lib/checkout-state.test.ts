import { describe, expect, it } from 'vitest';
import { cardPayment } from '@/test/checkout-fixtures';
import { ApiError } from '@/lib/api-client';
import { checkoutReducer, initialCheckoutState, phaseForPayment } from './checkout-state';

describe('phaseForPayment', () => {
  it('maps each payment state to what the payer sees', () => {
    expect(phaseForPayment(cardPayment('processing')).kind).toBe('processing');
    expect(phaseForPayment(cardPayment('succeeded')).kind).toBe('succeeded');
    expect(phaseForPayment(cardPayment('requires_action', { nextAction: { type: 'otp' } })).kind).toBe('otp');
    expect(
      phaseForPayment(
        cardPayment('requires_action', {
          nextAction: { type: 'mobile_money_approval', phoneMasked: '+250 ••• ••• 456' },
        }),
      ),
    ).toMatchObject({ kind: 'approval', phoneMasked: '+250 ••• ••• 456' });
    expect(
      phaseForPayment(
        cardPayment('failed', { failure: { code: 'insufficient_funds', message: 'Insufficient funds.' } }),
      ),
    ).toEqual({ kind: 'failed', message: 'Insufficient funds.' });
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
    const state = checkoutReducer(sending, { type: 'unconfirmed', error, isResumed: false });
    expect(state.phase.kind).toBe('form');
    expect(state.banner).toBe(
      'We could not confirm your payment because the connection dropped. Press Pay to try again: you will not be charged twice.',
    );
    const resumed = checkoutReducer(sending, { type: 'unconfirmed', error, isResumed: true });
    expect(resumed.phase.kind).toBe('reconnect');
  });

  it('Back to Step 1 clears the method', () => {
    const state = checkoutReducer({ ...initialCheckoutState, method: 'mobile' }, { type: 'back_to_step_1' });
    expect(state.method).toBeNull();
  });
});
