/**
 * What Safaricom's Daraja API answers and posts back, as Malipo reads it (docs/payments.md#providers):
 * zod schemas of the fields Malipo uses, one per documented answer, with result codes as text
 * (Daraja writes them as numbers, digit strings and `SFC_IC0003` alike) and amounts in KES minor
 * units (`daraja-amounts.ts`).
 * @module
 */
import { z } from 'zod';
import { fromDarajaAmount } from './daraja-amounts';
import { fromDarajaTimestamp } from './daraja-time';

/** A result or response code as text: `0`, `"0"` and `1032` read as `"0"`, `"0"`, `"1032"`. */
const code = z.union([z.string().min(1), z.number().int()]).transform(String);

/** A non-blank identifier Daraja gives (`MerchantRequestID`, `ConversationID`, …). */
const id = z.string().min(1);

/** An amount in shillings as KES minor units, or an issue saying why it cannot be trusted. */
const shillings = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const amountMinor = fromDarajaAmount(value);
  if (amountMinor === null) {
    ctx.addIssue({ code: 'custom', message: `${value} is not a KES amount Malipo can hold` });
    return z.NEVER;
  }
  return amountMinor;
});

/**
 * Daraja's error body, `{ requestId, errorCode, errorMessage }`, on every API's page under "Error
 * Codes" (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate).
 */
export const darajaErrorBodySchema = z.object({ errorCode: code, errorMessage: z.string() });

/**
 * The OAuth answer (https://developer.safaricom.co.ke/apis/Authorization): `expires_in` is
 * seconds, a number on that page and digit text in many answers, so both are read.
 */
export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive()),
});

/** The M-Pesa Express answer (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate). */
export const stkPushAnswerSchema = z.object({
  MerchantRequestID: id,
  CheckoutRequestID: id,
  ResponseCode: code,
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
});

/** The M-Pesa Express Query answer (https://developer.safaricom.co.ke/apis/MpesaExpressQuery). */
export const stkQueryAnswerSchema = z.object({
  ResponseCode: code,
  ResponseDescription: z.string().optional(),
  MerchantRequestID: id,
  CheckoutRequestID: id,
  ResultCode: code,
  ResultDesc: z.string(),
});

/** The B2C answer (https://developer.safaricom.co.ke/apis/BusinessToCustomer). */
export const b2cAnswerSchema = z.object({
  ConversationID: id,
  OriginatorConversationID: id,
  ResponseCode: code,
  ResponseDescription: z.string().optional(),
});

/** An M-Pesa Express push Daraja accepted: the prompt is on its way to the payer's phone. */
export interface StkPushAccepted {
  merchantRequestId: string;
  /** The push's key at Daraja: the query and the callback name it. */
  checkoutRequestId: string;
  /** Daraja's words for the payer, e.g. `Success. Request accepted for processing`. */
  customerMessage: string | null;
}

/**
 * A push as the query reports it: still `processing` (the payer has not answered), or `completed`
 * with its result code (`0` paid; any other code failed, `DARAJA_RESULTS` says why).
 */
export type StkPushStatus =
  | { status: 'processing'; checkoutRequestId: string }
  | {
      status: 'completed';
      checkoutRequestId: string;
      merchantRequestId: string;
      resultCode: string;
      resultDesc: string;
    };

/** A B2C payment Daraja accepted; its outcome comes later to the `ResultURL`. */
export interface B2cAccepted {
  /** M-Pesa's id of the request. */
  conversationId: string;
  /** Malipo's reference, as sent. */
  originatorConversationId: string;
}

/** What the STK callback's `CallbackMetadata` says was paid (successful pushes only). */
export interface StkPaid {
  /** KES minor units (`Amount` is in shillings). */
  amountMinor: number;
  /** The M-Pesa receipt number, also sent to the payer by SMS. */
  receipt: string;
  /** When M-Pesa completed it (`TransactionDate`, Kenyan time), or null when absent or unreadable. */
  transactionDate: Date | null;
  /** The paying number as Daraja writes it (`254708374149`), or null when absent. */
  phone: string | null;
}

/** An STK callback: the push's outcome, with what was paid when it succeeded. */
export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: string;
  resultDesc: string;
  /** Present exactly when `resultCode` is `0`. */
  paid: StkPaid | null;
}

/** A B2C Result: the payment's outcome, with what was paid when it succeeded. */
export interface B2cResult {
  /** Malipo's reference, as sent in the request. */
  originatorConversationId: string;
  conversationId: string;
  resultCode: string;
  resultDesc: string;
  /** M-Pesa's transaction id, or null when the Result has none. */
  transactionId: string | null;
  /** Present exactly when `resultCode` is `0`: KES minor units and the receipt. */
  paid: { amountMinor: number; receipt: string } | null;
}

/** One `{ Name, Value }` item of an STK callback's `CallbackMetadata.Item`. */
const metadataItem = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

/**
 * The STK callback `{ Body: { stkCallback } }`
 * (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate, "Callback Payload"): a success
 * must carry `Amount` and `MpesaReceiptNumber`.
 */
export const stkCallbackSchema = z
  .object({
    Body: z.object({
      stkCallback: z.object({
        MerchantRequestID: id,
        CheckoutRequestID: id,
        ResultCode: code,
        ResultDesc: z.string(),
        CallbackMetadata: z.object({ Item: z.array(metadataItem) }).optional(),
      }),
    }),
  })
  .transform(({ Body: { stkCallback: callback } }, ctx): StkCallback => {
    const base = {
      merchantRequestId: callback.MerchantRequestID,
      checkoutRequestId: callback.CheckoutRequestID,
      resultCode: callback.ResultCode,
      resultDesc: callback.ResultDesc,
    };
    if (callback.ResultCode !== '0') return { ...base, paid: null };
    const items = callback.CallbackMetadata?.Item ?? [];
    const value = (name: string) => items.find((item) => item.Name === name)?.Value;
    const amount = shillings.safeParse(value('Amount'));
    const receipt = value('MpesaReceiptNumber');
    if (!amount.success || typeof receipt !== 'string' || receipt === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'A successful callback needs an Amount and a MpesaReceiptNumber',
      });
      return z.NEVER;
    }
    const date = value('TransactionDate');
    const phone = value('PhoneNumber');
    return {
      ...base,
      paid: {
        amountMinor: amount.data,
        receipt,
        transactionDate: date === undefined ? null : fromDarajaTimestamp(date),
        phone: phone === undefined ? null : String(phone),
      },
    };
  });

/** `ResultParameter` as a list, or the single object some Results send in its place. */
const resultParameters = z
  .union([
    z.array(z.object({ Key: z.string(), Value: z.unknown() })),
    z.object({ Key: z.string(), Value: z.unknown() }).transform((one) => [one]),
  ])
  .optional();

/**
 * The B2C Result `{ Result: { … } }` posted to the `ResultURL`
 * (https://developer.safaricom.co.ke/apis/BusinessToCustomer, "Callback payload"): a success must
 * carry `TransactionAmount` and `TransactionReceipt` in `ResultParameters`.
 */
export const b2cResultSchema = z
  .object({
    Result: z.object({
      ResultCode: code,
      ResultDesc: z.string(),
      OriginatorConversationID: id,
      ConversationID: id,
      TransactionID: z.string().optional(),
      ResultParameters: z.object({ ResultParameter: resultParameters }).optional(),
    }),
  })
  .transform(({ Result: result }, ctx): B2cResult => {
    const base = {
      originatorConversationId: result.OriginatorConversationID,
      conversationId: result.ConversationID,
      resultCode: result.ResultCode,
      resultDesc: result.ResultDesc,
      transactionId: result.TransactionID || null,
    };
    if (result.ResultCode !== '0') return { ...base, paid: null };
    const parameters = result.ResultParameters?.ResultParameter ?? [];
    const value = (key: string) => parameters.find((parameter) => parameter.Key === key)?.Value;
    const amount = shillings.safeParse(value('TransactionAmount'));
    const receipt = value('TransactionReceipt');
    if (!amount.success || typeof receipt !== 'string' || receipt === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'A successful Result needs a TransactionAmount and a TransactionReceipt',
      });
      return z.NEVER;
    }
    return { ...base, paid: { amountMinor: amount.data, receipt } };
  });
