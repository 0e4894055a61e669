import { describe, expect, it } from 'vitest';
import { payerLinkId } from './payer-path';

describe('payerLinkId', () => {
  it('recognizes payment link pages only', () => {
    expect(payerLinkId('/pay/abc123')).toBe('abc123');
    expect(payerLinkId('/pay/abc123/')).toBe('abc123');
    expect(payerLinkId('/pay/')).toBeNull();
    expect(payerLinkId('/pay/a/b')).toBeNull();
    expect(payerLinkId('/dashboard')).toBeNull();
    expect(payerLinkId('/pay/%E0%A4%A')).toBeNull();
  });
});
