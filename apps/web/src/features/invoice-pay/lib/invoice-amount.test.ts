import { describe, expect, it } from 'vitest';
import { checkInvoiceAmount } from './invoice-amount';

describe('checkInvoiceAmount', () => {
  it('reads the amount as the language writes numbers, up to what is due', () => {
    expect(checkInvoiceAmount('50,000', 'RWF', 130_160, 'en')).toEqual({ minor: 50_000 });
    expect(checkInvoiceAmount('50 000', 'RWF', 130_160, 'fr')).toEqual({ minor: 50_000 });
    expect(checkInvoiceAmount('12,50', 'USD', 10_000, 'fr')).toEqual({ minor: 1_250 });
    expect(checkInvoiceAmount('130160', 'RWF', 130_160, 'en')).toEqual({ minor: 130_160 });
  });

  it('names what cannot pay: not an amount, 0, more than is due, too many decimals', () => {
    expect(checkInvoiceAmount('', 'RWF', 100, 'en')).toEqual({ problem: 'invalid' });
    expect(checkInvoiceAmount('abc', 'RWF', 100, 'en')).toEqual({ problem: 'invalid' });
    expect(checkInvoiceAmount('0', 'RWF', 100, 'en')).toEqual({ problem: 'zero' });
    expect(checkInvoiceAmount('101', 'RWF', 100, 'en')).toEqual({ problem: 'tooMuch' });
    expect(checkInvoiceAmount('10.5', 'RWF', 100, 'en')).toEqual({ problem: 'invalid' });
  });
});
