/**
 * How transactions are shown: docs/product.md#states status colours (Completed green, Pending yellow, Failed red)
 * a short payment method label and the name of the provider that carried a payment.
 * @module
 */
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { TransactionMethod, TransactionStatus, TransactionType } from '@malipo/contracts/dashboard';

/** Badge colour names of `components/ui/badge`. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/** Label and colour of a transaction status (docs/product.md#states "Transaction statuses"). */
export function transactionStatusDisplay(status: TransactionStatus): { label: string; tone: StatusTone } {
  switch (status) {
    case 'succeeded':
    case 'paid':
      return { label: 'Completed', tone: 'success' };
    case 'pending':
    case 'processing':
    case 'requires_action':
    case 'requires_payment_method':
      return { label: 'Pending', tone: 'warning' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    case 'canceled':
      return { label: 'Canceled', tone: 'neutral' };
    case 'refunded':
      return { label: 'Refunded', tone: 'neutral' };
    case 'partially_refunded':
      return { label: 'Partially refunded', tone: 'neutral' };
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'Amex',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** The display name of a card brand ("mastercard" → "Mastercard"; "unknown" → "Card"). */
export function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? (brand === 'unknown' ? 'Card' : capitalize(brand));
}

/**
 * "Visa ••4242" for cards, "MTN Mobile Money +250 ••• ••• 123" for mobile money, "Bank transfer"
 * for a payment by bank transfer, the bank account for bank payouts, "Malipo wallet" between wallets.
 */
export function paymentMethodLabel(method: TransactionMethod): string {
  switch (method.type) {
    case 'card':
      return `${cardBrandName(method.brand)} ••${method.last4}`;
    case 'mobile_money': {
      const provider = MOBILE_MONEY_PROVIDERS.find((p) => p.id === method.provider)?.name ?? method.provider;
      return `${provider} ${method.phoneMasked}`;
    }
    case 'bank_transfer':
      return 'Bank transfer';
    case 'bank':
      return method.label;
    case 'wallet':
      return 'Malipo wallet';
  }
}

/** Display names of transaction types (history filter and rows). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  payment: 'Payment',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  direct_pay: 'Direct Pay',
  transfer_out: 'Sent',
  transfer_in: 'Received',
  conversion: 'Conversion',
  card_spend: 'Card payment',
  refund: 'Refund',
};

const PROVIDER_NAMES: Record<string, string> = {
  sandbox: 'Sandbox (test mode)',
  flutterwave: 'Flutterwave',
  mtn_momo: 'MTN MoMo',
  mpesa: 'M-Pesa (Daraja)',
};

/**
 * The display name of the provider that carried a payment (docs/providers.md#routing):
 * "sandbox" → "Sandbox (test mode)", "mtn_momo" → "MTN MoMo"…; a name it does not know as given.
 */
export function providerDisplayName(name: string): string {
  return PROVIDER_NAMES[name] ?? name;
}
