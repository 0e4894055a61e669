/**
 * What Daraja posts back (docs/payments.md#providers): the M-Pesa Express callback to the push's
 * `CallBackURL` (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate) and the B2C Result to
 * the request's `ResultURL` (https://developer.safaricom.co.ke/apis/BusinessToCustomer).
 *
 * Daraja signs neither, so a body only says something may have happened: a push is confirmed with
 * the M-Pesa Express Query before any money moves (docs/providers.md#callbacks), and a B2C Result
 * is applied only when its `ConversationID` and amount are the ones Daraja accepted
 * (`mpesa-payouts.ts`). Daraja may post the same body again, so a caller records each once.
 * @module
 */
import { b2cResultSchema, stkCallbackSchema, type B2cResult, type StkCallback } from './daraja-schemas';

/**
 * Reads an STK callback's parsed JSON body: the push's keys, its result code and, for a success
 * (`ResultCode` 0), what was paid — the amount in KES minor units, the receipt, the transaction date
 * and the paying number. `null` means the body is not a callback Malipo can read (no
 * `Body.stkCallback`, a success without its amount or receipt, an amount that is not a whole number
 * of cents): acknowledge it and act on nothing.
 */
export function parseStkCallback(body: unknown): StkCallback | null {
  const parsed = stkCallbackSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads a B2C Result's parsed JSON body: Malipo's reference (`OriginatorConversationID`), M-Pesa's
 * `ConversationID`, the result code and, for a success, the amount paid in KES minor units and the
 * receipt. `null` for a body Malipo cannot read, as {@link parseStkCallback}.
 */
export function parseB2cResult(body: unknown): B2cResult | null {
  const parsed = b2cResultSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
