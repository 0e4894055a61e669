/**
 * The job kinds the app's worker runs and the service method behind each
 * (docs/architecture.md#background-jobs): payments, payouts, refunds, subscription charges, emails,
 * webhook deliveries, provider callbacks, and the daily reconciliation, invoice chase and retention.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { createJobRunner, type JobHandler, type JobResult, type JobRunner } from './jobs/job-runner';
import type { Clock } from './lib/clock';
import { invoiceChaseJobHandlers, withDailyInvoiceChase } from './modules/invoices/invoice-chase-job';
import type { InvoiceSending } from './modules/invoices/invoice-sending';
import { EMAIL_SEND_JOB } from './modules/notifications/outbox';
import { PAYMENT_SYNC_JOB } from './modules/payments/payment-outcome';
import type { PaymentService } from './modules/payments/payments.service';
import { PAYMENT_RECOVER_JOB } from './modules/payments/payment-recovery-job';
import { PAYOUT_PROCESS_JOB, type PayoutService } from './modules/payouts/payouts.service';
import {
  PROVIDER_EVENT_JOB,
  type ProviderEventService,
} from './modules/provider-callbacks/provider-events.service';
import {
  reconciliationJobHandlers,
  withDailyReconciliation,
} from './modules/reconciliation/reconciliation-jobs';
import type { ReconciliationService } from './modules/reconciliation/reconciliation.service';
import { refundJobIdempotency } from './modules/refunds/refund-job';
import { REFUND_PROCESS_JOB, type RefundService } from './modules/refunds/refunds.service';
import { retentionJobHandlers, withDailyRetention } from './modules/retention/retention-jobs';
import { createRetentionService } from './modules/retention/retention.service';
import {
  SUBSCRIPTION_CHARGE_JOB,
  SUBSCRIPTION_EXPIRE_JOB,
  type BillingService,
} from './modules/subscriptions/billing.service';
import { WEBHOOK_DELIVER_JOB } from './modules/webhooks/events';

/** The id a job's payload names in `field` (default `paymentId`). Throws when it is missing. */
function jobPayloadId(payload: Record<string, unknown>, field = 'paymentId'): string {
  const id = payload[field];
  if (typeof id !== 'string') throw new Error(`job payload has no ${field}`);
  return id;
}

/** Every job kind's handler, over the app's services. */
export function createAppJobHandlers({
  config,
  db,
  clock,
  log,
  payments,
  payouts,
  refunds,
  billing,
  sendEmail,
  deliverWebhook,
  providerEvents,
  reconciliation,
  invoiceSending,
}: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: PaymentService;
  payouts: PayoutService;
  refunds: RefundService;
  billing: BillingService;
  /** Sends one outbox email (`eml_…`). */
  sendEmail: (emailId: string) => Promise<JobResult>;
  /** Delivers one webhook delivery (`whd_…`). */
  deliverWebhook: (deliveryId: string) => Promise<JobResult>;
  providerEvents: ProviderEventService;
  reconciliation: ReconciliationService;
  invoiceSending: InvoiceSending;
}): Record<string, JobHandler> {
  return {
    [PAYMENT_SYNC_JOB]: (payload) => payments.syncPayment(jobPayloadId(payload)),
    [PAYMENT_RECOVER_JOB]: (payload) => payments.recoverPayment(jobPayloadId(payload)),
    [PAYOUT_PROCESS_JOB]: (payload) => payouts.processPayout(jobPayloadId(payload, 'payoutId')),
    [REFUND_PROCESS_JOB]: (payload) =>
      refunds.processRefund(jobPayloadId(payload, 'refundId'), refundJobIdempotency(payload)),
    [SUBSCRIPTION_CHARGE_JOB]: (payload) =>
      billing.chargePeriod(
        jobPayloadId(payload, 'subscriptionId'),
        Number(payload.period),
        Number(payload.attempt),
      ),
    [SUBSCRIPTION_EXPIRE_JOB]: (payload) => billing.expire(jobPayloadId(payload, 'subscriptionId')),
    [EMAIL_SEND_JOB]: (payload) => sendEmail(jobPayloadId(payload, 'emailId')),
    [WEBHOOK_DELIVER_JOB]: (payload) => deliverWebhook(jobPayloadId(payload, 'deliveryId')),
    [PROVIDER_EVENT_JOB]: (payload) => providerEvents.process(jobPayloadId(payload, 'eventId')),
    ...reconciliationJobHandlers({ db, clock, reconciliation }),
    ...invoiceChaseJobHandlers({ db, clock, log, sending: invoiceSending }),
    ...retentionJobHandlers({
      db,
      clock,
      log,
      retention: createRetentionService({
        db,
        clock,
        windows: {
          doneJobsDays: config.RETENTION_JOBS_DAYS,
          failedJobsDays: config.RETENTION_FAILED_JOBS_DAYS,
          eventsDays: config.RETENTION_EVENTS_DAYS,
          sandboxDays: config.RETENTION_SANDBOX_DAYS,
          sandboxChargesDays: config.RETENTION_SANDBOX_CHARGES_DAYS,
          emailsDays: config.RETENTION_EMAILS_DAYS,
        },
        batchSize: config.RETENTION_BATCH_SIZE,
      }),
    }),
  };
}

/**
 * The job worker over `handlers`, with the daily jobs scheduled when it starts
 * (jobs/daily-schedule.ts): the reconciliation at 00:05 UTC, the retention at 03:00 and the invoice
 * chase at 06:00.
 */
export function createAppJobRunner({
  db,
  clock,
  log,
  handlers,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
}): JobRunner {
  const daily = { db, clock, log };
  const runner = createJobRunner({ db, clock, log, handlers });
  return withDailyInvoiceChase(withDailyRetention(withDailyReconciliation(runner, daily), daily), daily);
}
