/**
 * Idempotency of `/v1` POSTs with Stripe's semantics, over `idempotency/idempotency.ts`:
 * keys are scoped per merchant (`v1:{merchantId}`) and live 24 h; a repeat of the same request
 * replays the stored response with `Idempotent-Replayed: true`; the same key with a different
 * request is `idempotency_key_reused` (422); a repeat while the first is running is
 * `idempotency_key_in_use` (409). `Idempotency-Key` is required on the POSTs that move money
 * (transactions, refunds) as on every Malipo money-moving POST (docs/payments.md), optional elsewhere.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  requireIdempotencyKey,
  type StoredResponse,
} from '../idempotency/idempotency';

/** Response header set on a replayed response (Stripe's name). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The claim of a `/v1` request: scope, key and the request's fingerprint. */
export interface V1Claim {
  scope: string;
  key: string;
  fingerprint: string;
}

/**
 * The idempotency claim of `request` for `merchantId`. Throws `idempotency_key_missing` (400) when
 * the `Idempotency-Key` header is absent or malformed.
 */
export function requiredClaim(request: FastifyRequest, merchantId: string): V1Claim {
  return {
    scope: `v1:${merchantId}`,
    key: requireIdempotencyKey(request.headers['idempotency-key']),
    fingerprint: requestFingerprint(request.method, request.url, request.body),
  };
}

/** Like {@link requiredClaim}, but null when the header is absent (the request then runs plainly). */
export function optionalClaim(request: FastifyRequest, merchantId: string): V1Claim | null {
  return request.headers['idempotency-key'] === undefined ? null : requiredClaim(request, merchantId);
}

/**
 * Runs `work` under `claim` (or plainly when null): claims the key, runs `work` (which opens its own
 * transactions), stores its response; on an error the claim is released so a corrected retry runs.
 * Throws what `claimIdempotencyKey` and `work` throw.
 */
export async function runV1Idempotent(
  deps: { db: Db; clock: Clock },
  claim: V1Claim | null,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  if (!claim) return work();
  const claimed = await claimIdempotencyKey(deps.db, deps.clock, claim);
  if (!claimed.claimed) return claimed.response;
  let response: StoredResponse;
  try {
    response = await work();
  } catch (err) {
    await releaseIdempotencyKey(deps.db, claim);
    throw err;
  }
  await completeIdempotencyKey(deps.db, { ...claim, response });
  return response;
}

/** Sends a (possibly replayed) response, with `Idempotent-Replayed: true` when replayed. */
export function sendStored(reply: FastifyReply, response: StoredResponse): FastifyReply {
  if (response.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.status(response.statusCode).send(response.body);
}
