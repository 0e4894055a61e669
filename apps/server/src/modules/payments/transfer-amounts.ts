/**
 * A bank transfer that arrives with another amount than asked (docs/payments.md#bank-transfer):
 * less does not pay — the payment fails as `underpaid` and the merchant sees what arrived, to send
 * it back — and more pays for what arrived, flagged with both amounts.
 * @module
 */
import { formatMoney } from '@malipo/contracts/money';
import type { PaymentRow } from './payment-view';
import type { ProviderOutcome } from '../providers/provider';

/** The outcome to apply, and the columns that record a transfer's mismatch. */
export interface TransferSettlement {
  outcome: ProviderOutcome;
  columns: Partial<Pick<PaymentRow, 'amountMinor' | 'transferExpectedMinor' | 'transferReceivedMinor'>>;
}

/**
 * For a bank transfer payment `row` whose provider reports a success of another amount in the same
 * currency: an underpayment becomes a `failed` outcome (`underpaid`), an overpayment a success for
 * the amount received (minor units). Any other outcome is returned unchanged.
 */
export function settleTransferAmount(row: PaymentRow, outcome: ProviderOutcome): TransferSettlement {
  const charged = outcome.status === 'succeeded' ? outcome.charged : undefined;
  if (
    row.methodType !== 'bank_transfer' ||
    outcome.status !== 'succeeded' ||
    !charged ||
    charged.currency !== row.currency ||
    charged.amountMinor === row.amountMinor
  ) {
    return { outcome, columns: {} };
  }
  const received = charged.amountMinor;
  const mismatch = { transferExpectedMinor: row.amountMinor, transferReceivedMinor: received };
  if (received > row.amountMinor) {
    return {
      outcome: { status: 'succeeded', providerPaymentId: outcome.providerPaymentId },
      columns: { ...mismatch, amountMinor: received },
    };
  }
  const message = `Only ${formatMoney(received, row.currency)} of ${formatMoney(row.amountMinor, row.currency)} arrived, so the payment did not go through. The merchant will return what was received.`;
  return {
    outcome: { status: 'failed', providerPaymentId: outcome.providerPaymentId, code: 'underpaid', message },
    columns: mismatch,
  };
}
