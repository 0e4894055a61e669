/**
 * Idempotency keys with Stripe's semantics (docs/payments.md), for every money-moving POST:
 * - same key + same request → the stored response is replayed;
 * - same key + different request → `idempotency_key_reused` (422);
 * - a request while the first under the key is still in flight → `idempotency_key_in_use` (409).
 * Keys live 24 h. The claim is an `INSERT … ON CONFLICT DO NOTHING`, so exactly one of any number of
 * concurrent requests proceeds.
 * @module
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;

/** A stored HTTP response. */
export interface StoredResponse {
  statusCode: number;
  body: unknown;
  /** True when this is the stored response of an earlier request, replayed (the `Idempotent-Replayed` header). */
  replayed?: boolean;
}

const whereKey = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Validates the `Idempotency-Key` header value; throws `idempotency_key_missing` when absent or malformed. */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError(
      'idempotency_key_missing',
      'Send an Idempotency-Key header (1–255 visible ASCII characters) with this request',
    );
  }
  return key;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the request's identity (method, path, canonical JSON body). */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * Claims `key` in `scope` for a request with `fingerprint`. Returns `{ claimed: true }` when this
 * request should run, or the stored response to replay. Throws 409/422 as described above.
 */
export async function claimIdempotencyKey(
  db: Db,
  clock: Clock,
  input: { scope: string; key: string; fingerprint: string },
): Promise<{ claimed: true } | { claimed: false; response: StoredResponse }> {
  const now = clock.now();
  await db
    .delete(idempotencyKeys)
    .where(and(whereKey(input.scope, input.key), lt(idempotencyKeys.expiresAt, now)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      scope: input.scope,
      key: input.key,
      requestHash: input.fingerprint,
      status: 'in_flight',
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };

  const [existing] = await db.select().from(idempotencyKeys).where(whereKey(input.scope, input.key));
  if (!existing)
    throw new AppError('idempotency_key_in_use', 'This request is already being processed. Retry shortly.');
  if (existing.requestHash !== input.fingerprint) {
    throw new AppError(
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different request',
    );
  }
  if (existing.status === 'in_flight' || existing.responseStatus === null) {
    throw new AppError('idempotency_key_in_use', 'This request is already being processed. Retry shortly.');
  }
  return {
    claimed: false,
    response: { statusCode: existing.responseStatus, body: existing.responseBody, replayed: true },
  };
}

/** Stores the response of the request that claimed the key. Call in the transaction recording the outcome. */
export async function completeIdempotencyKey(
  db: Db,
  input: { scope: string; key: string; response: StoredResponse },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: input.response.statusCode,
      responseBody: input.response.body,
    })
    .where(whereKey(input.scope, input.key));
}

/** Forgets a claim whose request failed before anything happened (e.g. validation), so a retry can run. */
export async function releaseIdempotencyKey(db: Db, input: { scope: string; key: string }): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(whereKey(input.scope, input.key), eq(idempotencyKeys.status, 'in_flight')));
}

/**
 * Runs a request that moves money only inside the database (a send, a conversion, a withdrawal's
 * first phase) under an idempotency key: claims the key, runs `work` in one transaction that also
 * stores its response, and replays that response for a repeat. On an error nothing is kept and the
 * key is released, so a corrected retry runs. Throws what {@link claimIdempotencyKey} and `work` throw.
 */
export async function runIdempotent(
  db: Db,
  clock: Clock,
  claim: { scope: string; key: string; fingerprint: string },
  work: (tx: Db) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const claimed = await claimIdempotencyKey(db, clock, claim);
  if (!claimed.claimed) return claimed.response;
  try {
    return await db.transaction(async (tx) => {
      const response = await work(tx);
      await completeIdempotencyKey(tx, { scope: claim.scope, key: claim.key, response });
      return response;
    });
  } catch (err) {
    await releaseIdempotencyKey(db, { scope: claim.scope, key: claim.key });
    throw err;
  }
}
