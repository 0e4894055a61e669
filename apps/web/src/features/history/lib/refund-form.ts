/**
 * The refund dialog's form: the amount as typed (prefilled with what is left to refund)
 * and an optional reason, checked against the payment's currency and refundable amount before
 * anything is sent; the server checks again under the payment's lock.
 * @module
 */
import { z } from 'zod';
import { amountError, formatMoney, minorToDecimalString, parseAmountToMinor } from '@malipo/contracts/money';
import { MAX_REFUND_REASON_LENGTH } from '@malipo/contracts/refunds';
import type { RefundRequest } from '../api/create-refund';

/** What the form holds: text as typed. */
export interface RefundFormValues {
  amount: string;
  reason: string;
}

/** The form's schema for a payment in `currency` with `refundableMinor` left to refund (minor units). */
export function refundFormSchema(currency: string, refundableMinor: number) {
  return z.object({
    amount: z.string().superRefine((text, ctx) => {
      const error = amountError(text, currency);
      if (error) {
        ctx.addIssue({ code: 'custom', message: error });
        return;
      }
      if ((parseAmountToMinor(text, currency) ?? 0) > refundableMinor) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${formatMoney(refundableMinor, currency)} can be refunded`,
        });
      }
    }),
    reason: z
      .string()
      .max(MAX_REFUND_REASON_LENGTH, `Keep the reason under ${MAX_REFUND_REASON_LENGTH} characters`),
  });
}

/** The form prefilled with everything left to refund. */
export function initialRefundForm(currency: string, refundableMinor: number): RefundFormValues {
  return { amount: minorToDecimalString(refundableMinor, currency), reason: '' };
}

/** The request for valid `values`: always an explicit amount, so what was confirmed is what moves. */
export function toRefundRequest(
  paymentId: string,
  currency: string,
  values: RefundFormValues,
): RefundRequest {
  const reason = values.reason.trim();
  return {
    paymentId,
    amountMinor: parseAmountToMinor(values.amount, currency) ?? 0,
    ...(reason ? { reason } : {}),
  };
}
