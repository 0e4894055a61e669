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
});
