import { describe, expect, it } from 'vitest';
import { createTranslator } from '@malipo/contracts/i18n/compile-messages';
import { formatDateTime } from '@/lib/format';
import { paidAtText, payerName, paymentMethodLabel } from './receipt-display';

const en = createTranslator('en');
const fr = createTranslator('fr');

describe('receipt display', () => {
  it('names the card brand with the last 4, or the provider with the masked phone', () => {
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: '4242' }, en)).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ type: 'card', brand: 'newbrand', last4: '1111' }, en)).toBe(
      'newbrand •••• 1111',
    );
    expect(
      paymentMethodLabel({ type: 'mobile_money', provider: 'mtn', phoneMasked: '+250 ••• ••• 456' }, fr),
    ).toBe('MTN Mobile Money +250 ••• ••• 456');
  });

  it('names an unknown card brand or provider in the page language', () => {
    expect(paymentMethodLabel({ type: 'card', brand: '', last4: '4242' }, en)).toBe('Card •••• 4242');
    expect(paymentMethodLabel({ type: 'card', brand: '', last4: '4242' }, fr)).toBe('Carte •••• 4242');
    expect(
      paymentMethodLabel({ type: 'mobile_money', provider: 'unknown', phoneMasked: '+250 ••• ••• 456' }, en),
    ).toBe('Mobile money +250 ••• ••• 456');
  });

  it('shows Anonymous when the payer left no name', () => {
    expect(payerName({ name: null, email: 'a@example.com' }, en)).toBe('Anonymous');
    expect(payerName({ name: '  ', email: 'a@example.com' }, en)).toBe('Anonymous');
    expect(payerName({ name: null, email: 'a@example.com' }, fr)).toBe('Anonyme');
    expect(payerName({ name: 'Amina', email: 'a@example.com' }, fr)).toBe('Amina');
  });

  it('writes the payment date as it always has in English, and the French way in French', () => {
    const iso = '2026-03-12T12:00:00.000Z';
    expect(paidAtText(iso, 'en')).toBe(formatDateTime(iso));
    // The viewer's time zone decides the day and hour.
    expect(paidAtText(iso, 'fr')).toMatch(/^1[23] mars 2026,? \d{2}:\d{2}$/);
    expect(paidAtText('not a date', 'fr')).toBe('not a date');
  });
});
