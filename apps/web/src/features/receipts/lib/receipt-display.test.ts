import { describe, expect, it } from 'vitest';
import { payerName, paymentMethodLabel } from './receipt-display';

describe('receipt display', () => {
  it('names the card brand with the last 4, or the provider with the masked phone', () => {
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ type: 'card', brand: 'newbrand', last4: '1111' })).toBe('newbrand •••• 1111');
    expect(
      paymentMethodLabel({ type: 'mobile_money', provider: 'mtn', phoneMasked: '+250 ••• ••• 456' }),
    ).toBe('MTN Mobile Money +250 ••• ••• 456');
  });

  it('shows Anonymous when the payer left no name', () => {
    expect(payerName({ name: null, email: 'a@example.com' })).toBe('Anonymous');
    expect(payerName({ name: '  ', email: 'a@example.com' })).toBe('Anonymous');
    expect(payerName({ name: 'Amina', email: 'a@example.com' })).toBe('Amina');
  });
});
