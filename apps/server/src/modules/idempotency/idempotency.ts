/**
 * Idempotency keys with Stripe's semantics (docs/payments.md#idempotency), for every money-moving POST:
 * - same key + same request → the stored response is replayed;
 * - same key + different request → `idempotency_key_reused` (422);
 * - a request while the first under the key is still in flight → `idempotency_key_in_use` (409).
 * Keys live 24 h. The claim is an `INSERT … ON CONFLICT DO NOTHING`, so exactly one of any number of
 * concurrent requests proceeds.
 *
 * The service side of idempotency. Routes get the key and the request's fingerprint from the
 * idempotency plugin (`plugins/idempotency.ts`, through `idempotent-request.ts`); services add the
 * key's scope and run the request through one of:
 * - {@link runIdempotent}: the work and its stored response in one transaction (a send, a conversion,
 *   a withdrawal's first phase, a subscription);
 * - {@link beginIdempotent} + {@link completeIdempotencyKey}: a request in atomic phases (a payment,
 *   a card refund): claim and phase 1, then the provider call outside any transaction, then the
 *   response stored in the transaction recording the outcome;
 * - {@link runIdempotentSteps}: work that opens its own transactions, its response stored once it
 *   has returned (the `/v1` POSTs).
 * @module
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import { ALWAYS, runWriteParts, type WritePart } from '../../db/write-parts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

/** How long a key is remembered, in ms: 24 h (docs/payments.md#idempotency). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;

/** A stored HTTP response: what a request under a key answered, replayed for a repeat. */
export interface StoredResponse<Body = unknown> {
  statusCode: number;
  body: Body;
  /**
   * True when this is the stored response of an earlier request, replayed (sent with the
   * `Idempotent-Replayed: true` header).
   */
  replayed?: boolean;
}

/**
 * The idempotency inputs of a request, as the idempotency plugin reads them: the `Idempotency-Key`
 * header and the request's {@link requestFingerprint}.
 */
export interface IdempotentRequest {
  key: string;
  /**
   * {@link requestFingerprint} of the request; a repeat under the key with another fingerprint is
   * `idempotency_key_reused` (422).
   */
  fingerprint: string;
}

/**
 * A claim on a key: the request's key and fingerprint in `scope`, the namespace its service keys
 * it in (e.g. `wallet:{merchantId}`, `payment_link:{linkId}`, `v1:{merchantId}`).
 */
export interface IdempotencyClaim extends IdempotentRequest {
  scope: string;
  /** Records that keep the key spent once its record is forgotten (a payment's, `payment-keys.ts`). */
  lastingUse?: LastingKeyUse;
  /**
   * Parts sent in the claim's own statement (`db/write-parts.ts`), their outputs handed to
   * {@link beginIdempotent}'s first phase: e.g. the read of the link a payment is for, or the
   * payment itself, written only {@link WHEN_CLAIMED}. One round trip where there were several
   * (docs/architecture.md#scale).
   */
  withClaim?: readonly WritePart[];
}

/** The condition, for a part sent {@link IdempotencyClaim.withClaim}, that the statement claimed the key. */
export const WHEN_CLAIMED: SQL = sql`EXISTS (SELECT 1 FROM idempotency_claim)`;

/** A key in its scope, e.g. to store a response with {@link completeIdempotencyKey}. */
export type IdempotencyKeyRef = Pick<IdempotencyClaim, 'scope' | 'key'>;

/**
 * A use of keys that outlives their 24 h records: `isUsed` is the SQL condition that a record made
 * under the key remains (a payment), and a claim of such a key throws `refusal()` even once the
 * key's own record was forgotten. The claim's insert checks it, so a new key is still one statement.
 */
export interface LastingKeyUse {
  isUsed: (ref: IdempotencyKeyRef) => SQL;
  refusal: () => AppError;
}

/** What {@link beginIdempotent} gives: phase 1's result, or the stored response to replay. */
export type IdempotentStart<T> = { claimed: true; value: T } | { claimed: false; response: StoredResponse };

const whereKey = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** A claim that took the key, with the outputs of its {@link IdempotencyClaim.withClaim} parts. */
type Claimed = { claimed: true; outputs: unknown[] };

/**
 * Inserts the `in_flight` record of `input`'s key unless the key has one or `input.lastingUse` holds
 * it: one `INSERT … ON CONFLICT DO NOTHING` either way (a template, as every payment sends it), with
 * `input.withClaim`'s parts in the same statement. Answers whether it claimed the key, and the
 * parts' outputs.
 */
async function insertClaim(db: Db, now: Date, input: IdempotencyClaim): Promise<Claimed | null> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
  const unused = input.lastingUse ? sql`WHERE NOT ${input.lastingUse.isUsed(input)}` : sql``;
  const claim: WritePart = {
    ctes: [
      sql`idempotency_claim AS (
        INSERT INTO ${idempotencyKeys} (scope, key, request_hash, status, created_at, expires_at)
        SELECT ${input.scope}, ${input.key}, ${input.fingerprint}, 'in_flight',
          ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
        ${unused}
        ON CONFLICT DO NOTHING RETURNING key
      )`,
    ],
    output: WHEN_CLAIMED,
  };
  const [claimed, ...outputs] = await runWriteParts(db, [claim, ...(input.withClaim ?? [])]);
  return claimed === true ? { claimed: true, outputs } : null;
}

/**
 * Claims `key` in `scope` for a request with `fingerprint`. Returns `{ claimed: true }` when this
 * request should run, or the stored response to replay. A key whose record has expired counts as
 * unused: it is deleted and claimed afresh, unless `lastingUse` still holds it. The usual case, a
 * new key, is one statement (the insert); an existing key is read, and deleted first when expired.
 * Throws `idempotency_key_in_use` (409), `idempotency_key_reused` (422) and `lastingUse`'s refusal.
 */
async function claimIdempotencyKey(
  db: Db,
  clock: Clock,
  input: IdempotencyClaim,
): Promise<Claimed | { claimed: false; response: StoredResponse }> {
  const now = clock.now();
  const insert = () => insertClaim(db, now, input);
  const first = await insert();
  if (first) return first;

  let [existing] = await db.select().from(idempotencyKeys).where(whereKey(input.scope, input.key));
  if (existing && existing.expiresAt < now) {
    // Expired (24 h): forgotten, as if never used; the first of concurrent requests claims it.
    await db
      .delete(idempotencyKeys)
      .where(and(whereKey(input.scope, input.key), lt(idempotencyKeys.expiresAt, now)));
    const again = await insert();
    if (again) return again;
    [existing] = await db.select().from(idempotencyKeys).where(whereKey(input.scope, input.key));
  }
  if (!existing) {
    // No record, yet nothing claimed: a lasting use holds the key, or a concurrent claim came and went.
    if (input.lastingUse && (await isHeldByLastingUse(db, input.lastingUse, input))) {
      throw input.lastingUse.refusal();
    }
    throw new AppError('idempotency_key_in_use', 'This request is already being processed. Retry shortly.');
  }
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

/** Whether `use` holds key `ref` (a record made under it remains). */
async function isHeldByLastingUse(db: Db, use: LastingKeyUse, ref: IdempotencyKeyRef): Promise<boolean> {
  const [row] = await queryRows<{ isUsed: boolean }>(db, sql`select ${use.isUsed(ref)} as "isUsed"`);
  return row?.isUsed === true;
}

const keyRows = tableRows(idempotencyKeys);

/**
 * Stores the response of the request that claimed the key, to be replayed for 24 h: the second
 * phase of {@link beginIdempotent}, as a part of a combined statement (`db/write-parts.ts`, CTE
 * `idempotency_done`) that writes only when `when` holds. Send it with the write recording the
 * request's outcome (so a recovery job finishing the request stores it the same way).
 */
export function completionPart(
  input: IdempotencyKeyRef & { response: StoredResponse },
  when: SQL = ALWAYS,
): WritePart {
  const set = keyRows.set({
    status: 'completed',
    responseStatus: input.response.statusCode,
    responseBody: input.response.body === undefined ? null : input.response.body,
  });
  return {
    ctes: [
      sql`idempotency_done AS (UPDATE ${idempotencyKeys} SET ${set}
        WHERE scope = ${input.scope} AND key = ${input.key} AND ${when})`,
    ],
  };
}

/** {@link completionPart} on its own, in the transaction recording the request's outcome. */
export async function completeIdempotencyKey(
  db: Db,
  input: IdempotencyKeyRef & { response: StoredResponse },
): Promise<void> {
  await runWriteParts(db, [completionPart(input)]);
}

/** Forgets a claim whose request failed before anything happened (e.g. validation), so a retry can run. */
async function releaseIdempotencyKey(db: Db, input: IdempotencyKeyRef): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(whereKey(input.scope, input.key), eq(idempotencyKeys.status, 'in_flight')));
}

/**
 * Runs a request that moves money only inside the database (a send, a conversion, a withdrawal's
 * first phase) under an idempotency key: claims the key, runs `work` in one transaction that also
 * stores its response, and replays that response (`replayed: true`) for a repeat. On an error
 * nothing is kept and the key is released, so a corrected retry runs. Throws
 * `idempotency_key_in_use` (409), `idempotency_key_reused` (422) and what `work` throws.
 */
export async function runIdempotent(
  db: Db,
  clock: Clock,
  claim: IdempotencyClaim,
  work: (tx: Db) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const started = await beginIdempotent(db, clock, claim, () =>
    db.transaction(async (tx) => {
      const response = await work(tx);
      await completeIdempotencyKey(tx, { scope: claim.scope, key: claim.key, response });
      return response;
    }),
  );
  return started.claimed ? started.value : started.response;
}

/**
 * Phase 1 of a request in atomic phases (docs/payments.md#idempotency): claims the key and runs
 * `firstPhase` (which opens its own transaction, e.g. recording the payment as `processing`) with
 * the outputs of the parts sent with the claim ({@link IdempotencyClaim.withClaim}, in order, as the
 * driver gives them). For a
 * repeat it returns the stored response (`replayed: true`) and runs nothing. When `firstPhase`
 * throws, the key is released (nothing was recorded, so a corrected retry runs) and the error
 * rethrown. The caller then finishes the request — a provider call outside any transaction — and
 * stores its response with {@link completeIdempotencyKey} in the transaction recording the outcome;
 * until then a repeat is `idempotency_key_in_use`. Throws `idempotency_key_in_use` (409),
 * `idempotency_key_reused` (422) and what `firstPhase` throws.
 */
export async function beginIdempotent<T>(
  db: Db,
  clock: Clock,
  claim: IdempotencyClaim,
  firstPhase: (outputs: unknown[]) => Promise<T>,
): Promise<IdempotentStart<T>> {
  const claimed = await claimIdempotencyKey(db, clock, claim);
  if (!claimed.claimed) return claimed;
  try {
    return { claimed: true, value: await firstPhase(claimed.outputs) };
  } catch (err) {
    await releaseIdempotencyKey(db, claim);
    throw err;
  }
}

/**
 * Runs `work`, which opens its own transactions, under `claim`: claims the key, runs `work`, then
 * stores its response; a repeat replays it (`replayed: true`). When `work` throws, the key is
 * released so a corrected retry runs. With a null claim (no key sent where one is optional) `work`
 * simply runs. Throws `idempotency_key_in_use` (409), `idempotency_key_reused` (422) and what
 * `work` throws.
 */
export async function runIdempotentSteps(
  db: Db,
  clock: Clock,
  claim: IdempotencyClaim | null,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  if (!claim) return work();
  const started = await beginIdempotent(db, clock, claim, work);
  if (!started.claimed) return started.response;
  await completeIdempotencyKey(db, { scope: claim.scope, key: claim.key, response: started.value });
  return started.value;
}
