import { MOBILE_MONEY_COUNTRY_CODES } from '@malipo/contracts/mobile-money-options';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { AvailablePaymentMethods, PublicPayment } from '@malipo/contracts/payments';

/** What a test-mode page offers (docs/providers.md#routing): everything the sandbox takes. */
export const TEST_MODE_METHODS: AvailablePaymentMethods = {
  card: true,
  mobileMoneyCountries: [...MOBILE_MONEY_COUNTRY_CODES],
  bankTransfer: true,
};

/** The demo link abc123 as the public API returns it. */
export const PUBLIC_LINK: PublicPaymentLink = {
  link: {
    id: 'abc123',
    productName: 'Premium Consultation',
    description: 'One-hour business consultation session',
    amountMinor: 10000,
    currency: 'USD',
    thankYouMessage: 'Thank you for your payment!',
    redirectUrl: null,
    status: 'active',
  },
  merchant: {
    businessName: 'Demo Merchant',
    logoUrl: null,
    primaryColor: '#3B82F6',
    secondaryColor: '#1D4ED8',
    mode: 'test',
  },
  paymentMethods: TEST_MODE_METHODS,
};

/** A card payment of the demo link in `status`. */
export function cardPayment(
  status: PublicPayment['status'],
  extra: Partial<PublicPayment> = {},
): PublicPayment {
  return {
    id: 'pay_01',
    status,
    amountMinor: 10000,
    currency: 'USD',
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    nextAction: null,
    failure: null,
    receiptId: status === 'succeeded' ? 'rcpt_demo' : null,
    transferMismatch: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}
