/**
 * Wording of a receipt's fields: what was paid for, the payment method (card brand and last 4, or
 * the mobile money provider and masked phone) and the payer.
 * @module
 */
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { PaymentMethodSummary } from '@malipo/contracts/payments';
import type { Receipt } from '@malipo/contracts/receipts';

const KIND_TITLES: Record<Receipt['kind'], string> = {
  payment: 'Payment receipt',
  donation: 'Donation receipt',
  order: 'Order receipt',
  subscription: 'Subscription receipt',
};

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american-express': 'American Express',
  discover: 'Discover',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  'diners-club': 'Diners Club',
};

/** The receipt's title, e.g. 'Donation receipt'. */
export function receiptTitle(kind: Receipt['kind']): string {
  return KIND_TITLES[kind];
}

/** 'Visa •••• 4242' or 'MTN Mobile Money +250 ••• ••• 456'. */
export function paymentMethodLabel(method: PaymentMethodSummary): string {
  switch (method.type) {
    case 'card': {
      const brand = CARD_BRANDS[method.brand.toLowerCase()] ?? (method.brand ? method.brand : 'Card');
      return method.last4 ? `${brand} •••• ${method.last4}` : brand;
    }
    case 'mobile_money': {
      const provider = MOBILE_MONEY_PROVIDERS.find((p) => p.id === method.provider)?.name ?? 'Mobile money';
      return `${provider} ${method.phoneMasked}`.trim();
    }
  }
}

/** The payer's name, or 'Anonymous' when there is none (an anonymous donation). */
export function payerName(payer: Receipt['payer']): string {
  return payer.name?.trim() ? payer.name : 'Anonymous';
}
