import { describe, expect, it } from 'vitest';
import { paymentLinkFormSchema, toCreatePaymentLinkRequest, toIsoWithOffset } from './payment-link-form';

const valid = {
  productName: '  Kitenge dress ',
  description: '',
  amount: '$1,200.50',
  currency: 'USD' as const,
  thankYouMessage: '',
  redirectUrl: 'shop.example.com/thanks',
  expiresAt: '',
};

describe('payment link form', () => {
  it('maps valid values to the API request in minor units', () => {
    expect(paymentLinkFormSchema.safeParse(valid).success).toBe(true);
    expect(toCreatePaymentLinkRequest(valid)).toEqual({
      productName: 'Kitenge dress',
      description: '',
      amountMinor: 120050,
      currency: 'USD',
      thankYouMessage: '',
      redirectUrl: 'shop.example.com/thanks',
      expiresAt: null,
    });
  });

  it('refuses a redirect that is not http(s) and an expiry in the past', () => {
    const result = paymentLinkFormSchema.safeParse({
      ...valid,
      redirectUrl: 'javascript:alert(1)',
      expiresAt: '2001-01-01T10:00',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['redirectUrl', 'expiresAt']));
  });

  it('sends the expiry as ISO 8601 with the local offset, naming the same instant', () => {
    const local = new Date(2030, 5, 15, 14, 30);
    const iso = toIsoWithOffset(local);
    expect(iso).toMatch(/^2030-06-15T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(local.getTime());
  });
});
