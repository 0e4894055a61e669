/**
 * What every `/v1` operation declares besides its own schemas: its tag, the bearer security
 * requirement, the one error shape (contracts `v1/errors.ts`) for every 4xx answer, and for a POST
 * its `Idempotency-Key` header and the scope its keys live in.
 * @module
 */
import { z } from 'zod';
import { apiErrorSchema } from '@malipo/contracts/v1/errors';
import type { IdempotencyClaim, IdempotentRequest } from '../idempotency/idempotency';
import { BEARER_SECURITY } from '../../plugins/openapi';

/**
 * The OpenAPI metadata of an authenticated operation, with `responses` plus the error schema for
 * 4xx. Spread into a route's `schema`.
 */
export function authenticatedOperation<R extends Record<number, unknown>>(
  tag: string,
  summary: string,
  responses: R,
) {
  return {
    tags: [tag],
    summary,
    security: [{ [BEARER_SECURITY]: [] }],
    response: { ...responses, '4xx': apiErrorSchema },
  };
}

/**
 * The documented `Idempotency-Key` header of a POST. The check is the idempotency plugin's (the
 * route's `config.idempotencyKey`, so a missing required key answers `idempotency_key_missing`).
 * Loose: the other headers pass through untouched.
 */
export function idempotencyKeyHeaders(required: boolean) {
  return z.looseObject({
    'idempotency-key': z
      .string()
      .max(255)
      .optional()
      .describe(
        required
          ? 'Required. Any unique string (a UUID); a retry with the same key and body replays the first answer for 24 h.'
          : 'Optional. A retry with the same key and body replays the first answer for 24 h.',
      ),
  });
}

/**
 * The claim of a `/v1` POST's key (docs/payments.md#idempotency): `idempotency` (the idempotency
 * plugin's key and fingerprint) in the merchant's `/v1` scope `v1:{merchantId}`, one for every `/v1`
 * POST of that merchant. Null when there is no key (an optional key not sent).
 */
export function v1Claim(merchantId: string, idempotency: IdempotentRequest): IdempotencyClaim;
export function v1Claim(merchantId: string, idempotency: IdempotentRequest | null): IdempotencyClaim | null;
export function v1Claim(merchantId: string, idempotency: IdempotentRequest | null): IdempotencyClaim | null {
  return idempotency && { scope: `v1:${merchantId}`, ...idempotency };
}
