/**
 * Writing and claiming jobs (the transactional outbox of docs/architecture.md#background-jobs).
 * `enqueueJob` is called inside the transaction of the change that causes the work; `claimDueJobs`
 * takes due jobs with `FOR UPDATE SKIP LOCKED`, so several workers never run the same job at once.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { jobs } from '../db/schema';
import { tableRows } from '../db/table-rows';
import { ALWAYS, runWriteParts, type WritePart } from '../db/write-parts';
import { newId, newIdSql } from '../lib/ids';

/**
 * A `jobs` row: `kind`, JSON `payload`, `runAt`, `status` (`pending`, `running`, `done`, `failed`),
 * `attempts` (claims counted as tries so far), `maxAttempts` and the `lastError` of a failed try.
 */
export type Job = typeof jobs.$inferSelect;

/**
 * A job to add: `payload` JSON, `runAt` when due, up to `maxAttempts` tries (when not given, the
 * column's default in `db/schema/jobs.ts`: 10), and its `id` when the caller must find it again
 * (else a new `job_…`).
 */
export interface JobInput {
  id?: string;
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  now: Date;
  maxAttempts?: number;
}

const jobRows = tableRows(jobs);

/** The columns of a new `pending` job but its id and payload; `undefined` ones take their default. */
function pendingJob(input: Omit<JobInput, 'payload'>) {
  return {
    kind: input.kind,
    status: 'pending' as const,
    runAt: input.runAt,
    maxAttempts: input.maxAttempts,
    createdAt: input.now,
  };
}

/**
 * The insert of a `pending` job as a part of a combined statement (`db/write-parts.ts`), written
 * only when `when` holds; its CTE is `job_new`, so one job part per statement. A template rather
 * than the query builder: every payment enqueues one (docs/architecture.md#scale).
 */
export function jobPart(input: JobInput, when: SQL = ALWAYS): WritePart & { id: string } {
  const id = input.id ?? newId('job');
  const row = { ...pendingJob(input), id, payload: input.payload };
  return { id, ctes: [sql`job_new AS (INSERT INTO ${jobs} ${jobRows.selectValues(row, when)})`] };
}

/**
 * A `pending` job per row of CTE `from` (e.g. each delivery a statement inserted) as a CTE named
 * `name` of a combined statement; `payload` is an SQL `jsonb` expression over the row `r`.
 */
export function jobPerRowCte(
  name: string,
  from: string,
  input: Omit<JobInput, 'payload'> & { payload: SQL },
): SQL {
  const row = { ...pendingJob(input), id: newIdSql('job', input.now), payload: input.payload };
  return sql`${sql.raw(name)} AS (INSERT INTO ${jobs} ${jobRows.selectValues(row, ALWAYS, sql.raw(`${from} r`))})`;
}

/**
 * Deletes job `id` while it is still `pending`, as a part of a combined statement, when `when`
 * holds: for a job written in case some work never finished, once that work is recorded as
 * finished. A job a worker has claimed (`running`) is left to end as it would. Its CTE is
 * `job_removed`, so one such part per statement.
 */
export function pendingJobRemovalPart(id: string, when: SQL = ALWAYS): WritePart {
  return {
    ctes: [sql`job_removed AS (DELETE FROM ${jobs} WHERE id = ${id} AND status = 'pending' AND ${when})`],
  };
}

/**
 * Adds a `pending` job of `kind` due at `runAt`, with up to `maxAttempts` tries. Pass the
 * transaction of the change that causes the work, so the job exists if and only if the change
 * committed. Returns the job id (`job_…`).
 */
export async function enqueueJob(db: Db, input: JobInput): Promise<string> {
  const part = jobPart(input);
  await runWriteParts(db, [part]);
  return part.id;
}

/**
 * Claims up to `limit` jobs due at `now`, earliest `runAt` first (and re-claims ones left `running`
 * longer than `staleAfterMs` ms, e.g. by a worker that died). Marks them running, counts the attempt
 * and returns them.
 */
export async function claimDueJobs(
  db: Db,
  input: { now: Date; limit: number; staleAfterMs: number },
): Promise<Job[]> {
  const stale = new Date(input.now.getTime() - input.staleAfterMs);
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    UPDATE jobs SET status = 'running', locked_at = ${input.now}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM jobs
      WHERE (status = 'pending' AND run_at <= ${input.now}) OR (status = 'running' AND locked_at < ${stale})
      ORDER BY run_at
      LIMIT ${input.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`,
  );
  const ids = claimed.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.query.jobs.findMany({ where: (j, { inArray }) => inArray(j.id, ids) });
}

/** Marks job `id` `done` and releases its claim; the retention job deletes it later (docs/architecture.md#retention). */
export async function completeJob(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE jobs SET status = 'done', locked_at = NULL WHERE id = ${id}`);
}

/**
 * Puts `job` back to run again at `runAt`, keeping `error` when it failed. With `countsAsFailure`
 * false (a handler's `{ retryAt }`) the claim's attempt is given back; with true, the job is `failed`
 * once it has used `maxAttempts`.
 */
export async function rescheduleJob(
  db: Db,
  job: Job,
  input: { runAt: Date; error?: string; countsAsFailure: boolean },
) {
  const exhausted = input.countsAsFailure && job.attempts >= job.maxAttempts;
  const attempts = input.countsAsFailure ? job.attempts : job.attempts - 1;
  await db.execute(sql`
    UPDATE jobs SET status = ${exhausted ? 'failed' : 'pending'}, run_at = ${input.runAt}, locked_at = NULL,
      attempts = ${attempts}, last_error = ${input.error ?? null}
    WHERE id = ${job.id}`);
}
