import { describe, expect, it } from 'vitest';
import { payerRoute } from './payer-path';

describe('payerRoute', () => {
  it('recognizes payment link pages', () => {
    expect(payerRoute('/pay/abc123')).toEqual({ kind: 'pay', id: 'abc123' });
    expect(payerRoute('/pay/abc123/')).toEqual({ kind: 'pay', id: 'abc123' });
    expect(payerRoute('/pay/')).toBeNull();
    expect(payerRoute('/pay/a/b')).toBeNull();
    expect(payerRoute('/dashboard')).toBeNull();
    expect(payerRoute('/pay/%E0%A4%A')).toBeNull();
  });

  it('recognizes donation, storefront, checkout and receipt pages', () => {
    expect(payerRoute('/donate/demo-donate')).toEqual({ kind: 'donate', id: 'demo-donate' });
    expect(payerRoute('/catalogue/demo-catalogue')).toEqual({ kind: 'catalogue', id: 'demo-catalogue' });
    expect(payerRoute('/catalogue/demo-catalogue/checkout')).toEqual({
      kind: 'catalogue',
      id: 'demo-catalogue',
    });
    expect(payerRoute('/receipts/re_01J%20X')).toEqual({ kind: 'receipt', id: 're_01J X' });
    expect(payerRoute('/catalogue/x/other')).toBeNull();
    expect(payerRoute('/donate')).toBeNull();
    expect(payerRoute('/dashboard/catalogues')).toBeNull();
  });
});
