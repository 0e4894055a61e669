import { describe, expect, it } from 'vitest';
import {
  CARD_PROBLEM_TEXTS,
  cardBrand,
  cardNumberError,
  cardNumberProblem,
  cvvError,
  cvvProblem,
  expiryError,
  expiryProblem,
  formatCardNumberInput,
  formatExpiryInput,
} from './card';

describe('card field checks', () => {
  it('accepts the sandbox test numbers and refuses a bad Luhn digit', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('4000 0000 0000 0002')).toBeNull();
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Enter a valid card number');
    expect(cardNumberError('')).toBe('Card number is required');
    expect(cardBrand('4242424242424242')).toBe('visa');
  });

  it('expiry must be MM/YY and not in the past (valid through its month)', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe('This card has expired');
    expect(expiryError('13/27', now)).toBe('Use MM/YY');
    expect(expiryError('', now)).toBe('Expiry date is required');
  });

  it('CVV is 3 or 4 digits', () => {
    expect(cvvError('123')).toBeNull();
    expect(cvvError('1234')).toBeNull();
    expect(cvvError('12')).toBe('CVV must be 3 or 4 digits');
    expect(cvvError('12a')).toBe('CVV must be 3 or 4 digits');
  });

  it('names each problem with a code that payer pages translate, and the API writes in English', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('numberInvalid');
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('expired');
    expect(expiryProblem('12/99', now)).toBe('expiryInvalid');
    expect(expiryError('12/99', now)).toBe('Enter a valid expiry date');
    expect(cvvProblem('')).toBe('cvvRequired');
    expect(cvvError('')).toBe(CARD_PROBLEM_TEXTS.cvvRequired);
  });

  it('formats input as the payer types (docs/product.md#validation max lengths)', () => {
    expect(formatCardNumberInput('42424242424242421234567')).toBe('4242 4242 4242 4242 123');
    expect(formatExpiryInput('1230')).toBe('12/30');
  });
});
