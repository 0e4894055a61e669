/**
 * Provider callbacks after authentication (docs/providers.md#callbacks): `record` stores each
 * event once and queues it; the `provider_event.process` job matches it to the payment, payout or
 * refund its reference names, checks the reported amount and currency, then confirms the outcome
 * with the provider's own status API and applies it through the same outcome code every other path
 * uses. An event for an unknown reference, with another amount or from another payer's number changes nothing: its row says so
 * and a warning is logged for review.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payouts, refunds } from '../../db/schema';
import type { ProviderEventStatus } from '../../db/schema/providers';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { JobResult } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { findPayment } from '../payments/payments.repo';
import type { PaymentService } from '../payments/payments.service';
import type { PayoutService } from '../payouts/payouts.service';
import type { RefundService } from '../refunds/refunds.service';
import {
  findProviderEvent,
  insertProviderEvent,
  setProviderEventStatus,
  type ProviderEventRow,
} from './provider-events.repo';

/** Job kind that processes a recorded provider event. */
export const PROVIDER_EVENT_JOB = 'provider_event.process';
/** How long to wait before asking again when the provider's status API still says pending, in ms. */
export const PROVIDER_EVENT_RETRY_MS = 5_000;

/** A callback as a provider adapter reads it: what happened to which of Malipo's references. */
export interface ReceivedProviderEvent {
  provider: string;
  /** The provider's key of the event: a repeat of the same event has the same key. */
  eventKey: string;
  type: string;
  reference: string;
  /** Minor units of `currency`, as the event reports them; null when it reports none (a decline). */
  amountMinor: number | null;
  currency: string;
  /** The paying number the event names (E.164), checked against the payment's; null when none. */
  phone?: string | null;
  providerStatus: string;
}

/**
 * The amount a record of Malipo's expects an event to report; a bank transfer's payer may send
 * another amount (`anyAmount`), which the outcome code settles (docs/payments.md#bank-transfer).
 */
type Expected =
  | { amountMinor: number; currency: string; provider: string; anyAmount?: boolean; phone?: string | null }
  | undefined;

/** Creates the provider event service. `log` records what is left for review. */
export function createProviderEventService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: PaymentService;
  payouts: PayoutService;
  refunds: RefundService;
}) {
  const { db, clock, log } = deps;

  /**
   * Stores `event` and queues its processing, in one transaction; a repeat of an event already
   * stored changes nothing. Returns whether it was new.
   */
  const record = (event: ReceivedProviderEvent): Promise<boolean> =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const row = await insertProviderEvent(tx, {
        id: newId('pev'),
        provider: event.provider,
        eventKey: event.eventKey,
        type: event.type,
        reference: event.reference,
        amountMinor: event.amountMinor,
        currency: event.currency,
        phone: event.phone ?? null,
        providerStatus: event.providerStatus,
        status: 'received',
        receivedAt: now,
      });
      if (!row) return false;
      await enqueueJob(tx, { kind: PROVIDER_EVENT_JOB, payload: { eventId: row.id }, runAt: now, now });
      return true;
    });

  /** What a charge or transfer event's reference names, with the amount it must report. */
  const expectedFor = async (event: ProviderEventRow): Promise<Expected> => {
    if (event.reference.startsWith('po_')) {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, event.reference));
      return row && { amountMinor: row.payoutMinor, currency: row.payoutCurrency, provider: row.provider };
    }
    if (event.reference.startsWith('re_')) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, event.reference));
      const payment = row && (await findPayment(db, row.paymentId));
      return (
        row && payment && { amountMinor: row.amountMinor, currency: row.currency, provider: payment.provider }
      );
    }
    const payment = await findPayment(db, event.reference);
    return (
      payment && {
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        provider: payment.provider,
        anyAmount: payment.methodType === 'bank_transfer',
        phone: payment.payerPhone,
      }
    );
  };

  /** Confirms and applies the event's outcome; `pending` when the provider does not confirm it yet. */
  const apply = async (event: ProviderEventRow): Promise<ProviderEventStatus | 'pending'> => {
    if (event.reference.startsWith('po_')) {
      await deps.payouts.processPayout(event.reference);
      return 'applied';
    }
    if (event.reference.startsWith('re_')) {
      await deps.refunds.processRefund(event.reference, null);
      return 'applied';
    }
    return deps.payments.confirmWithProvider(event.reference);
  };

  /**
   * Job `provider_event.process`: matches event `eventId` and applies it, or marks it
   * `unknown_reference`, `amount_mismatch` or `phone_mismatch` (another number than the payer's;
   * logged as a warning); retries every
   * {@link PROVIDER_EVENT_RETRY_MS} ms while the provider's status API does not confirm it yet.
   */
  const process = async (eventId: string): Promise<JobResult> => {
    const event = await findProviderEvent(db, eventId);
    if (!event || event.status !== 'received') return 'done';
    const expected = await expectedFor(event);
    let status: ProviderEventStatus | 'pending';
    if (!expected || expected.provider !== event.provider) status = 'unknown_reference';
    else if (
      expected.currency !== event.currency ||
      (event.amountMinor !== null && expected.amountMinor !== event.amountMinor && !expected.anyAmount)
    ) {
      status = 'amount_mismatch';
    } else if (event.phone && expected.phone && event.phone !== expected.phone) status = 'phone_mismatch';
    else status = await apply(event);
    if (status === 'pending') return { retryAt: new Date(clock.now().getTime() + PROVIDER_EVENT_RETRY_MS) };
    await setProviderEventStatus(db, event.id, status, clock.now());
    if (status !== 'applied') {
      log.warn(
        { providerEvent: event.id, provider: event.provider, reference: event.reference, status },
        'Provider event not applied; left for review',
      );
    }
    return 'done';
  };

  return { record, process };
}

/** What {@link createProviderEventService} returns. */
export type ProviderEventService = ReturnType<typeof createProviderEventService>;
