/**
 * Maps history's rows (`history-query.ts`) to what history shows (docs/product.md#history):
 * the signed amount, the counterparty's name and how the money moved (card brand and last 4, masked
 * phone, bank, wallet).
 * @module
 */
import { maskPhone } from '@malipo/contracts/mobile-money';
import type { Transaction, TransactionMethod } from '@malipo/contracts/dashboard';
import type { HistoryRow } from './history-query';

/**
 * How a history row's money moved: a card (brand, last 4), mobile money (provider, masked phone), a
 * bank (its label) or the wallet.
 */
export function historyMethod(row: HistoryRow): TransactionMethod {
  switch (row.methodType) {
    case 'card':
      return { type: 'card', brand: row.cardBrand ?? 'card', last4: row.cardLast4 ?? '' };
    case 'mobile_money':
      return {
        type: 'mobile_money',
        provider: row.mobileProvider ?? '',
        phoneMasked: maskPhone(row.phone ?? ''),
      };
    case 'bank_transfer':
      return { type: 'bank_transfer' };
    case 'bank':
      return { type: 'bank', label: row.counterparty ?? 'Bank account' };
    default:
      return { type: 'wallet' };
  }
}

/**
 * A history row as a transaction (docs/product.md#entities): `amountMinor` signed, negative when
 * outgoing; dates ISO. Payers without a name (anonymous donors, also on their refunds) show as
 * 'Anonymous'.
 */
export function historyTransaction(row: HistoryRow): Transaction {
  const anonymous =
    row.type === 'payment' || row.type === 'deposit' || row.type === 'refund' ? 'Anonymous' : '';
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    counterparty: row.counterparty || anonymous,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    paymentMethod: historyMethod(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The CSV "method" cell: "visa 4242", "mtn +250 ••• ••• 456", the bank label, or "wallet". */
export function methodCell(method: TransactionMethod): string {
  switch (method.type) {
    case 'card':
      return `${method.brand} ${method.last4}`;
    case 'mobile_money':
      return `${method.provider} ${method.phoneMasked}`;
    case 'bank':
      return method.label;
    case 'wallet':
      return 'wallet';
    case 'bank_transfer':
      return 'bank transfer';
  }
}
