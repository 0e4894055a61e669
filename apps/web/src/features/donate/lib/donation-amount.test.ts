import { describe, expect, it } from 'vitest';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import { translatorFor } from '@malipo/contracts/i18n/translator';
import { amountError } from '@malipo/contracts/money';
import { ENGLISH } from '@/lib/i18n/english';
import { amountMinorOf, customAmountError, PRESET_AMOUNTS, presetLabel } from './donation-amount';

const FRENCH = { t: translatorFor('fr', compileMessages('fr', ['donate'])), locale: 'fr' } as const;
const custom = (text: string) => ({ kind: 'custom', text }) as const;

describe('donation amounts', () => {
  it('offers the spec’s presets', () => {
    expect(PRESET_AMOUNTS).toEqual([10, 25, 50, 100, 250, 500]);
  });

  it('converts presets and custom text to minor units, 2- and 0-decimal currencies alike', () => {
    expect(amountMinorOf({ kind: 'preset', major: 25 }, 'USD', 'en')).toBe(2500);
    expect(amountMinorOf({ kind: 'preset', major: 25 }, 'RWF', 'en')).toBe(25);
    expect(amountMinorOf(custom('5000'), 'RWF', 'en')).toBe(5000);
    expect(amountMinorOf(custom('$1,200.50'), 'USD', 'en')).toBe(120050);
  });

  it('has no amount while the custom text is empty, 0 or invalid, and says why', () => {
    expect(amountMinorOf(custom(''), 'USD', 'en')).toBeNull();
    expect(amountMinorOf(custom('0'), 'USD', 'en')).toBeNull();
    expect(amountMinorOf(custom('10.5'), 'RWF', 'en')).toBeNull();
    expect(customAmountError(custom(''), 'USD', ENGLISH)).toBeNull();
    expect(customAmountError(custom('0'), 'USD', ENGLISH)).toBe('Amount must be greater than 0');
    expect(customAmountError(custom('10.5'), 'RWF', ENGLISH)).toBe('RWF amounts have no decimals');
  });

  it('says in English what the contracts’ amountError says', () => {
    const cases: [string, string][] = [
      ['0', 'USD'],
      ['0.00', 'USD'],
      ['10.5', 'RWF'],
      ['1.005', 'USD'],
      ['1.2.3', 'USD'],
      ['99999999999999', 'USD'],
      ['12.50', 'USD'],
      ['5,000', 'RWF'],
    ];
    for (const [text, currency] of cases) {
      expect(customAmountError(custom(text), currency, ENGLISH), text).toBe(amountError(text, currency));
    }
  });

  it('says it in French too', () => {
    expect(customAmountError(custom('0'), 'USD', FRENCH)).toBe('Le montant doit être supérieur à 0');
    expect(customAmountError(custom('10.5'), 'XOF', FRENCH)).toBe(
      'Les montants en XOF n’ont pas de décimales',
    );
    expect(customAmountError(custom('1,005'), 'USD', FRENCH)).toBe('Utilisez au plus 2 décimales');
    expect(customAmountError(custom('1.2.3'), 'USD', FRENCH)).toBe('Saisissez un montant valide');
    expect(customAmountError(custom('10,505'), 'USD', FRENCH)).toBe('Utilisez au plus 2 décimales');
  });

  it('labels presets with the currency’s prefix in English and as the locale writes whole amounts otherwise', () => {
    expect(presetLabel(25, 'USD', 'en')).toBe('$25');
    expect(presetLabel(500, 'RWF', 'en')).toBe('RWF 500');
    expect(presetLabel(25, 'USD', 'fr')).toBe(formatMoneyForLocale(2500, 'USD', 'fr').replace(',00', ''));
    expect(presetLabel(500, 'RWF', 'fr')).toMatch(/^500\sRWF$/);
  });
});

describe('a custom amount typed in French', () => {
  it('reads the decimal comma and grouping spaces, as a French donor writes them', () => {
    expect(amountMinorOf(custom('10,50'), 'USD', 'fr')).toBe(1_050);
    expect(amountMinorOf(custom('1 000'), 'XOF', 'fr')).toBe(1_000);
    expect(customAmountError(custom('10,50'), 'USD', FRENCH)).toBeNull();
  });
});
