import { describe, expect, it } from 'vitest';
import { createTranslator } from './compile-messages';

describe('createTranslator', () => {
  it('translates receipt labels in each locale', () => {
    const en = createTranslator('en');
    const fr = createTranslator('fr');
    expect(en('receipt:title.payment')).toBe('Payment receipt');
    expect(fr('receipt:title.payment')).toBe('Reçu de paiement');
    expect(fr('receipt:facts.paidTo')).toBe('Payé à');
    expect(fr('receipt:lines.unitPrice')).toBe('Prix unitaire');
  });

  it('translates the subscription emails in each locale', () => {
    expect(createTranslator('en')('subscriptionEmails:greeting', { name: 'Awa' })).toBe('Hello Awa,');
    expect(createTranslator('fr')('subscriptionEmails:greeting', { name: 'Awa' })).toBe('Bonjour Awa,');
    expect(createTranslator('fr')('subscriptionEmails:price.monthly', { amount: '5 000 F CFA' })).toBe(
      '5 000 F CFA par mois',
    );
  });

  it('fills placeholders as given, without HTML escaping', () => {
    expect(createTranslator('en')('receipt:documentTitle', { reference: 'pay_<1>&' })).toBe(
      'Receipt pay_<1>&',
    );
    expect(createTranslator('fr')('receipt:documentTitle', { reference: 'pay_1' })).toBe('Reçu pay_1');
  });

  it('builds one translator per locale', () => {
    expect(createTranslator('fr')).toBe(createTranslator('fr'));
    expect(createTranslator('fr')).not.toBe(createTranslator('en'));
  });
});
