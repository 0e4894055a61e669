import { describe, expect, it } from 'vitest';
import { toPdfText } from './pdf-text';

describe('toPdfText', () => {
  it('keeps the Windows-1252 characters receipts use', () => {
    expect(toPdfText('Café €5.00 £3 2 × Tea • Visa •••• 4242 …')).toBe(
      'Café €5.00 £3 2 × Tea • Visa •••• 4242 …',
    );
  });

  it('drops accents Helvetica lacks and replaces what it cannot draw', () => {
    expect(toPdfText('Dvořák Łódź ₦500 ✓ አማ')).toBe('Dvorák ?ódz ?500 ? ??');
  });

  it('draws the narrow spaces of French amounts as no-break spaces', () => {
    expect(toPdfText('1\u202f300\u00a0RWF 5\u202f000\u00a0F\u202fCFA')).toBe(
      '1\u00a0300\u00a0RWF 5\u00a0000\u00a0F\u00a0CFA',
    );
  });
});
