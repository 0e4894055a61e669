/**
 * The error body every Malipo API answers with (docs/testing.md, docs/conventions.md#errors):
 * `{ error: { code, message, fields? } }`, `fields` mapping a dotted field path to its message.
 * @module
 */
import { z } from 'zod';

/** Closed set of error codes; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'email_taken',
  'link_unavailable',
  'item_out_of_stock',
  'price_mismatch',
  'idempotency_key_missing',
  'idempotency_key_in_use',
  'idempotency_key_reused',
  'invalid_state',
  'insufficient_funds',
  'recipient_not_found',
  'fx_rate_unavailable',
  'live_mode_unavailable',
  'method_unavailable',
  'payload_too_large',
  'rate_limited',
  'two_factor_setup_required',
  'second_factor_required',
  'internal',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Schema of an error response body. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** An error response body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
