import { describe, expect, it } from 'vitest';
import { payerRoute } from './payer-paths';

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

  it('recognizes the subscribe page and the self-service page of a subscription', () => {
    expect(payerRoute('/subscribe/demo-subscribe')).toEqual({ kind: 'subscribe', id: 'demo-subscribe' });
    expect(payerRoute('/subscriptions/sub_01J.sig-_x')).toEqual({
      kind: 'subscription',
      id: 'sub_01J.sig-_x',
    });
    expect(payerRoute('/subscriptions/a%2Eb')).toEqual({ kind: 'subscription', id: 'a.b' });
    expect(payerRoute('/subscribe')).toBeNull();
    expect(payerRoute('/subscriptions/x/cancel')).toBeNull();
    expect(payerRoute('/dashboard/subscription-links')).toBeNull();
  });

  it('recognizes the invoice page, not the dashboard invoice pages', () => {
    expect(payerRoute('/invoice/inv_01J')).toEqual({ kind: 'invoice', id: 'inv_01J' });
    expect(payerRoute('/invoice/inv_01J/')).toEqual({ kind: 'invoice', id: 'inv_01J' });
    expect(payerRoute('/invoice/inv_01J/card')).toBeNull();
    expect(payerRoute('/dashboard/invoices/inv_01J')).toBeNull();
    expect(payerRoute('/invoices/inv_01J')).toBeNull();
  });
});
