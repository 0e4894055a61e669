/**
 * What the audit log records of money movements and changes (docs/security.md#audit-log): entries
 * built from a stored idempotent response's body, and the before/after of the fields that changed.
 * Amounts in minor units. Never secrets.
 * @module
 */
import type { AuditAction } from '@malipo/contracts/audit';
import { publicPaymentSchema } from '@malipo/contracts/payments';
import { refundSchema } from '@malipo/contracts/refunds';
import { conversionSchema, payoutSchema, transferSchema } from '@malipo/contracts/wallet';
import type { AuditEntry } from './audit-log';

/** An entry whose action is one of the audit log's (`@malipo/contracts/audit`). */
export type KnownAuditEntry = AuditEntry & { action: AuditAction };

/** Builds the entry of a stored response's body; throws a zod error for a body of another shape. */
export type EntryOfBody = (body: unknown) => KnownAuditEntry;

/** A withdrawal or Direct Pay: what left the wallet, the fee and what the recipient gets. */
export const payoutEntry: EntryOfBody = (body) => {
  const payout = payoutSchema.parse(body);
  return {
    action: 'payout.created',
    target: payout.id,
    details: {
      kind: payout.kind,
      amountMinor: payout.debitedMinor,
      currency: payout.currency,
      feeMinor: payout.feeMinor,
      payoutMinor: payout.payoutMinor,
      payoutCurrency: payout.payoutCurrency,
    },
  };
};

/** A send to another Malipo wallet or a payment to a merchant code. */
export const transferEntry: EntryOfBody = (body) => {
  const transfer = transferSchema.parse(body);
  return {
    action: 'transfer.created',
    target: transfer.id,
    details: {
      kind: transfer.kind,
      amountMinor: transfer.amountMinor,
      currency: transfer.currency,
      counterparty: transfer.counterparty,
    },
  };
};

/** A conversion between the wallet's currencies, with its rate. */
export const conversionEntry: EntryOfBody = (body) => {
  const conversion = conversionSchema.parse(body);
  return {
    action: 'conversion.created',
    target: conversion.id,
    details: {
      fromAmountMinor: conversion.fromAmountMinor,
      fromCurrency: conversion.fromCurrency,
      toAmountMinor: conversion.toAmountMinor,
      toCurrency: conversion.toCurrency,
      rate: conversion.rate,
    },
  };
};

/** A deposit into one's own wallet: the payment, its amount and method type (no card details). */
export const depositEntry: EntryOfBody = (body) => {
  const payment = publicPaymentSchema.parse(body);
  return {
    action: 'deposit.created',
    target: payment.id,
    details: {
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      method: payment.paymentMethod.type,
      status: payment.status,
    },
  };
};

/** A refund, targeting the refunded payment. */
export const refundEntry: EntryOfBody = (body) => {
  const refund = refundSchema.parse(body);
  return {
    action: 'refund.created',
    target: refund.paymentId,
    details: {
      refundId: refund.id,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: refund.status,
    },
  };
};

/** An API key created or revoked: its id, name and masked key (`sk_test_…abcd`), never its secret. */
export function apiKeyEntry(
  action: 'api_key.created' | 'api_key.revoked',
  key: { id: string; name: string; maskedKey: string },
): KnownAuditEntry {
  return { action, target: key.id, details: { name: key.name, maskedKey: key.maskedKey } };
}

/**
 * A bank account added to or removed from those the merchant withdraws to: its id, bank, name and
 * masked number (`••••1234`), never the full number.
 */
export function payoutAccountEntry(
  action: 'payout_account.added' | 'payout_account.removed',
  account: { id: string; bankName: string; accountName: string; accountNumberMasked: string },
): KnownAuditEntry {
  const { id, bankName, accountName, accountNumberMasked } = account;
  return { action, target: id, details: { bankName, accountName, accountNumberMasked } };
}

/** A payment with the virtual card to a merchant code, paid from the wallet: amount and status. */
export const cardPaymentEntry: EntryOfBody = (body) => {
  const payment = publicPaymentSchema.parse(body);
  return {
    action: 'virtual_card.payment_created',
    target: payment.id,
    details: { amountMinor: payment.amountMinor, currency: payment.currency, status: payment.status },
  };
};

/**
 * The virtual card issued, frozen or unfrozen, or its details shown: the card's id, masked number
 * and status, never its number or security code.
 */
export function virtualCardEntry(
  action: 'virtual_card.issued' | 'virtual_card.status_changed' | 'virtual_card.revealed',
  card: { id: string; maskedNumber: string; status: string },
): KnownAuditEntry {
  return { action, target: card.id, details: { maskedNumber: card.maskedNumber, status: card.status } };
}

/**
 * The fields of `before` whose value differs in `after`, as `{ before: {…}, after: {…} }` holding
 * only those fields; null when nothing changed. Values are compared as JSON.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const changed = (Object.keys(before) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return null;
  const pick = (source: T) => Object.fromEntries(changed.map((key) => [key, source[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
