/**
 * What MTN MoMo's Open API answers, as Malipo reads it (docs/payments.md#providers): zod schemas of
 * the fields Malipo uses, with amounts turned into integer minor units exactly (`momo-amounts.ts`).
 * @module
 */
import { z } from 'zod';
import { isCurrencyCode, type CurrencyCode } from '@malipo/contracts/currencies';
import { fromMomoAmount } from './momo-amounts';

/**
 * An access token's answer, `{ access_token, token_type, expires_in }` with `expires_in` in
 * seconds (https://momodeveloper.mtn.com/docs/services/collection/operations/token-POST).
 */
export const momoTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
});

/** MoMo's error body `{ code, message }`, or the gateway's `{ statusCode, message }` and `{ error }`. */
export const momoErrorBodySchema = z.object({
  code: z.string().min(1).optional(),
  message: z.string().min(1).optional(),
  error: z.string().min(1).optional(),
});

/** A request-to-pay's or a transfer's state: `PENDING` until the payer or MoMo settles it. */
export type MomoStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** A request-to-pay or a transfer as MoMo reports it, amounts in minor units. */
export interface MomoResult {
  /** Malipo's reference, sent as `externalId`. */
  externalId: string | null;
  status: MomoStatus;
  amountMinor: number;
  currency: CurrencyCode;
  /** MoMo's id of the money movement, once it happened. */
  financialTransactionId: string | null;
  /** Why it failed (`PAYER_NOT_FOUND`, `NOT_ENOUGH_FUNDS`, `APPROVAL_REJECTED`, …), when it did. */
  reason: string | null;
}

/** A {@link MomoResult} with the `X-Reference-Id` it was created and looked up under. */
export type MomoTransaction = MomoResult & { referenceId: string };

const textOrNumber = z.union([z.string(), z.number()]);

/**
 * The body of `GET /collection/v1_0/requesttopay/{referenceId}` and
 * `GET /disbursement/v1_0/transfer/{referenceId}`, which is also what MoMo sends to the
 * `X-Callback-Url` (https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-referenceId-GET,
 * https://momodeveloper.mtn.com/docs/services/disbursement/operations/transfer-referenceId-GET,
 * https://momodeveloper.mtn.com/api-documentation/callback). The reference schema gives `amount`,
 * `externalId` and `financialTransactionId` as text and its sample as numbers, so both are read;
 * `reason` is the error code as text, as MoMo's answers carry it, or the schema's
 * `{ code, message }` object.
 */
export const momoResultSchema = z
  .object({
    amount: textOrNumber,
    currency: z.string(),
    status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
    externalId: textOrNumber.nullish(),
    financialTransactionId: textOrNumber.nullish(),
    reason: z.union([z.string(), z.object({ code: z.string() })]).nullish(),
  })
  .transform((data, ctx): MomoResult => {
    const amountMinor = fromMomoAmount(data.amount, data.currency);
    if (amountMinor === null || !isCurrencyCode(data.currency)) {
      ctx.addIssue({
        code: 'custom',
        message: `${data.amount} ${data.currency} is not an amount Malipo can hold`,
      });
      return z.NEVER;
    }
    const reason = typeof data.reason === 'object' && data.reason !== null ? data.reason.code : data.reason;
    return {
      externalId: data.externalId == null ? null : String(data.externalId),
      status: data.status,
      amountMinor,
      currency: data.currency,
      financialTransactionId:
        data.financialTransactionId == null ? null : String(data.financialTransactionId),
      reason: reason || null,
    };
  });
