/**
 * Flutterwave's callbacks (docs/payments.md#providers, https://developer.flutterwave.com/docs/webhooks):
 * a POST whose `verif-hash` header carries the secret hash set in the Flutterwave dashboard, and a
 * JSON body `{ event, data }`. A callback only says something happened: a caller confirms it with
 * the verify calls of `flutterwave-client.ts` before any money moves, and records each callback
 * once, since Flutterwave may send one again.
 * @module
 */
import { z } from 'zod';
import { secretEquals } from '../../../lib/secret-equals';
import {
  flutterwaveTransactionSchema,
  flutterwaveTransferSchema,
  type FlutterwaveTransaction,
  type FlutterwaveTransfer,
} from './flutterwave-schemas';

/**
 * True when the `verif-hash` header equals `secretHash`, compared in constant time (`secretEquals`).
 * A missing or repeated header is false. Throws `Error` when `secretHash` is empty (a misconfigured
 * server would otherwise accept an empty header).
 */
export function isValidFlutterwaveSecretHash(
  header: string | string[] | undefined,
  secretHash: string,
): boolean {
  return typeof header === 'string' && secretEquals(header, secretHash);
}

/** A callback Malipo reads: a charge or a transfer that reached an outcome, or another event. */
export type FlutterwaveCallback =
  | { event: 'charge.completed'; transaction: FlutterwaveTransaction }
  | { event: 'transfer.completed'; transfer: FlutterwaveTransfer }
  | { event: 'unsupported'; name: string };

const callbackSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('charge.completed'), data: flutterwaveTransactionSchema }),
  z.object({ event: z.literal('transfer.completed'), data: flutterwaveTransferSchema }),
]);

/**
 * Reads a callback's parsed JSON body. Other events come back as `unsupported` with their name;
 * `null` means the body is not a callback Malipo can read (no event, missing fields, an amount
 * that is not a whole number of minor units): acknowledge it and act on nothing.
 */
export function parseFlutterwaveCallback(body: unknown): FlutterwaveCallback | null {
  const event = z.object({ event: z.string() }).safeParse(body);
  if (!event.success) return null;
  if (event.data.event !== 'charge.completed' && event.data.event !== 'transfer.completed') {
    return { event: 'unsupported', name: event.data.event };
  }
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data;
  return callback.event === 'charge.completed'
    ? { event: callback.event, transaction: callback.data }
    : { event: callback.event, transfer: callback.data };
}
