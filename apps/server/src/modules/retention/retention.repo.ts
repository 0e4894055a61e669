/**
 * The retention's deletes (docs/architecture.md#retention), one bounded batch per call: each
 * statement deletes at most `limit` rows, chosen with `FOR UPDATE SKIP LOCKED` so it never waits on
 * a row another transaction holds; a condition on the row's own columns (a job's status) is checked
 * again on the row it deletes, in case the row changed meanwhile. Each returns how many rows it
 * deleted; the service calls it again until a batch comes back short. Raw SQL, as for the job claim
 * (docs/architecture.md#database): the batch shape must be exact.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** One batch: delete at most `limit` rows older than `before`. */
export interface BatchInput {
  before: Date;
  limit: number;
}

/** Runs `deleteStatement` (a `DELETE … RETURNING 1`) and answers how many rows it deleted. */
async function countDeleted(db: Db, deleteStatement: SQL): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`WITH gone AS (${deleteStatement}) SELECT count(*)::int AS deleted FROM gone`,
  );
  return row?.deleted ?? 0;
}

/**
 * Deletes up to `limit` jobs in `status` (`done` or `failed`, never `pending` or `running`) last due
 * before `before`: `run_at` is when a done job was last claimed and when a failed one gave up, so it
 * is the job's age. Uses the `(status, run_at)` index of the claim.
 */
export function deleteFinishedJobs(
  db: Db,
  input: BatchInput & { status: 'done' | 'failed' },
): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM jobs WHERE id IN (
      SELECT id FROM jobs WHERE status = ${input.status} AND run_at < ${input.before}
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) AND status = ${input.status} RETURNING 1`,
  );
}

/**
 * Deletes up to `limit` idempotency keys that expired before `before` (pass now): a key is replayed
 * only until `expires_at` (docs/payments.md#idempotency) and a claim after that starts afresh, so an
 * expired key, completed or still in flight, has no further use.
 */
export function deleteExpiredIdempotencyKeys(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM idempotency_keys WHERE (scope, key) IN (
      SELECT scope, key FROM idempotency_keys WHERE expires_at < ${input.before}
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) AND expires_at < ${input.before} RETURNING 1`,
  );
}

/** Deletes up to `limit` sessions that expired before `before` (pass now); they no longer sign anyone in. */
export function deleteExpiredSessions(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM sessions WHERE id IN (
      SELECT id FROM sessions WHERE expires_at < ${input.before}
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) AND expires_at < ${input.before} RETURNING 1`,
  );
}

/**
 * Deletes up to `limit` sandbox card tokens created before `before` that no payment and no
 * subscription refers to: a token a payer made and never paid with. A token a payment or a
 * subscription (which charges it again at each renewal) holds is kept whatever its age. With no
 * index on `payments.card_token`, each batch reads the payments table once (a hash anti-join).
 */
export function deleteUnusedSandboxCardTokens(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM sandbox_card_tokens WHERE token IN (
      SELECT t.token FROM sandbox_card_tokens t
      WHERE t.created_at < ${input.before}
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.card_token = t.token)
        AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.card_token = t.token)
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) RETURNING 1`,
  );
}

/**
 * Deletes up to `limit` sandbox charges (test refunds among them) made before `before` that are
 * settled, `succeeded` or `failed`: one still `pending` (a bank transfer not yet received, mobile
 * money not yet approved) or `requires_otp` may still be settled, and is kept. No index on
 * `created_at`: the table holds test mode's charges of one window, and the run is daily.
 */
export function deleteSettledSandboxCharges(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM sandbox_charges WHERE reference IN (
      SELECT reference FROM sandbox_charges
      WHERE created_at < ${input.before} AND status IN ('succeeded', 'failed')
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) AND status IN ('succeeded', 'failed') RETURNING 1`,
  );
}

/**
 * Deletes up to `limit` webhook deliveries of events created before `before` that are no longer
 * `pending` (succeeded or failed): a pending delivery still has attempts to make, and is kept.
 */
export function deleteSettledWebhookDeliveries(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM webhook_deliveries WHERE id IN (
      SELECT d.id FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
      WHERE e.created_at < ${input.before} AND d.status <> 'pending'
      LIMIT ${input.limit} FOR UPDATE OF d SKIP LOCKED
    ) AND status <> 'pending' RETURNING 1`,
  );
}

/**
 * Deletes up to `limit` events created before `before` with no delivery left (run
 * {@link deleteSettledWebhookDeliveries} first): an event with a pending delivery is kept with it.
 */
export function deleteEventsWithoutDeliveries(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM events WHERE id IN (
      SELECT e.id FROM events e
      WHERE e.created_at < ${input.before}
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) RETURNING 1`,
  );
}

/**
 * Folds up to `limit` slot rows of the daily payment totals of days before `before` (a UTC
 * instant; a merchant's local day ends at most 14 hours after its UTC date) into each key's slot 0,
 * in one statement, so the sums never change: captures spread a busy day over up to 8 rows
 * (docs/architecture.md#scale), which a finished day no longer needs, and the charts then read one
 * row per day and source type. A refund of an old payment adds to its day again, in its
 * connection's slot, and a later fold takes it in. Returns how many slot rows it folded.
 */
export async function foldDailyTotals(db: Db, input: BatchInput): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`WITH moved AS (
      DELETE FROM payment_daily_totals
      WHERE (merchant_id, currency, day, source_type, slot) IN (
        SELECT merchant_id, currency, day, source_type, slot FROM payment_daily_totals
        WHERE slot <> 0 AND day < (${input.before.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date
        LIMIT ${input.limit} FOR UPDATE SKIP LOCKED)
      RETURNING merchant_id, currency, day, source_type, amount_minor, count
    ), added AS (
      INSERT INTO payment_daily_totals AS t (merchant_id, currency, day, source_type, slot, amount_minor, count)
      SELECT merchant_id, currency, day, source_type, 0, sum(amount_minor), sum(count)::int
      FROM moved GROUP BY merchant_id, currency, day, source_type
      ON CONFLICT (merchant_id, currency, day, source_type, slot)
      DO UPDATE SET amount_minor = t.amount_minor + excluded.amount_minor, count = t.count + excluded.count
    )
    SELECT count(*)::int AS folded FROM moved`,
  );
  return row?.folded ?? 0;
}

/**
 * Deletes up to `limit` outbox emails created before `before` that are no longer `queued` (sent,
 * logged or failed): the Emails section's record of what customers were sent. A queued email's
 * send job may still run, so it is kept. Uses the `created_at` index of migration 0035.
 */
export function deleteOldEmails(db: Db, input: BatchInput): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM email_outbox WHERE id IN (
      SELECT id FROM email_outbox WHERE created_at < ${input.before} AND status <> 'queued'
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ) AND status <> 'queued' RETURNING 1`,
  );
}
