/**
 * What every `/v1` operation declares besides its own schemas: its tag, the bearer security
 * requirement, and the one error shape (contracts `v1/errors.ts`) for every 4xx answer.
 * @module
 */
import { z } from 'zod';
import { apiErrorSchema } from '@malipo/contracts/v1/errors';
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
 * The documented `Idempotency-Key` header of a POST (checked by `idempotent-post.ts`, so a missing
 * required key answers `idempotency_key_missing`). Loose: the other headers pass through untouched.
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
