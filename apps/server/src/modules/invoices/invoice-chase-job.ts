/**
 * The invoice chase's daily job (docs/invoices.md#reminders) on the jobs table
 * (docs/architecture.md#background-jobs), scheduled like the retention (`jobs/daily-schedule.ts`):
 * `invoice.chase` is due at 06:00 UTC — morning in Africa, and a time every merchant's calendar day
 * contains exactly once, so "the day after the due date" is seen on that day wherever the merchant
 * is. It first enqueues the next day's job, then chases, so a failed run (retried with backoff) never
 * breaks the chain. The first job is enqueued when the worker starts ({@link withDailyInvoiceChase});
 * tests, which never start the worker, enqueue it themselves.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { scheduleDaily, withDailyJob } from '../../jobs/daily-schedule';
import type { JobHandler, JobRunner } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { InvoiceSending } from './invoice-sending';

/** Job kind: record newly overdue invoices and email the reminders due today. */
export const INVOICE_CHASE_JOB = 'invoice.chase';

/** When after midnight UTC the chase runs, in ms (06:00). */
export const INVOICE_CHASE_OFFSET_MS = 6 * 3600_000;

/**
 * The `invoice.chase` handler, by kind, for `app-jobs.ts`. Logs how many overdue events and
 * reminders it wrote (`invoices chased`). Throws what the chase throws; the runner retries it.
 */
export function invoiceChaseJobHandlers(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sending: InvoiceSending;
}): Record<string, JobHandler> {
  const { db, clock, log, sending } = deps;
  return {
    [INVOICE_CHASE_JOB]: async () => {
      await scheduleDaily(db, { kind: INVOICE_CHASE_JOB, offsetMs: INVOICE_CHASE_OFFSET_MS, clock });
      log.info({ chased: await sending.chase() }, 'invoices chased');
      return 'done';
    },
  };
}

/**
 * `runner` whose `start` first makes sure an `invoice.chase` job is waiting (for the next 06:00
 * UTC). A failure to enqueue it is logged; the worker starts anyway.
 */
export function withDailyInvoiceChase(
  runner: JobRunner,
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
): JobRunner {
  return withDailyJob(runner, {
    ...deps,
    kind: INVOICE_CHASE_JOB,
    offsetMs: INVOICE_CHASE_OFFSET_MS,
    failureMessage: 'invoice chase schedule failed',
  });
}
