/**
 * Sending and chasing invoices (docs/invoices.md#sending, docs/invoices.md#reminders): emailing an
 * open invoice to its customer through the outbox, and the daily chase that emails the reminders of
 * the merchant's schedule and records `invoice.overdue` once per invoice. Every email and event is
 * written in the transaction that checks the invoice's state under its row lock, so nothing goes out
 * for an invoice paid, voided or written off meanwhile; the PDF is drawn and attached when the email
 * is sent ({@link createInvoiceSending}'s `attachmentsOf`), so the outbox stores no file.
 * @module
 */
import { eq } from 'drizzle-orm';
import { invoicePagePath } from '@malipo/contracts/invoice-paths';
import type { Invoice } from '@malipo/contracts/invoices';
import type { SendInvoiceInput } from '@malipo/contracts/invoice-sending';
import type { Db } from '../../db/client';
import { invoices, merchants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EmailAttachment, OutboxEmail } from '../notifications/email-sender';
import { queueEmail } from '../notifications/outbox';
import { recordEvent } from '../webhooks/events';
import { claimNotice, dueReminders, newlyOverdue, type ChaseCandidate } from './invoice-chase.repo';
import { invoiceEmail, reminderEmail, type InvoiceEmailContext } from './invoice-emails';
import { invoicePdf } from './invoice-pdf';
import { readInvoice } from './invoice-read';
import { isCollectible, statesAllowing } from './invoice-state';
import { findInvoice } from './invoices.repo';

/** Most invoices one chase statement picks; the chase repeats until none is left. */
const CHASE_BATCH = 100;

/** Creates the sending service; `publicUrl` (no trailing slash) starts the invoice page links. */
export function createInvoiceSending({ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string }) {
  /** The merchant's name and the invoice's payer page, read through `tx`. */
  const emailContext = async (
    tx: Db,
    merchantId: string,
    invoiceId: string,
  ): Promise<InvoiceEmailContext> => {
    const [row] = await tx
      .select({ businessName: merchants.businessName })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return { businessName: row?.businessName ?? '', url: `${publicUrl}${invoicePagePath(invoiceId)}` };
  };

  /**
   * Queues the email of open or partially paid invoice `id` to `input.to`, else its customer's
   * email, with the PDF to attach, and sets its `sentAt`; returns the invoice. Throws `not_found`,
   * `invalid_state` (a draft, or an invoice no longer expecting money), `validation_failed` (field
   * `to`: no address given and the customer has none).
   */
  const send = async ({
    merchantId,
    id,
    input,
  }: {
    merchantId: string;
    id: string;
    input: SendInvoiceInput;
  }): Promise<Invoice> => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const found = await findInvoice(tx, merchantId, id, true);
      if (!found) throw new AppError('not_found', 'Invoice not found');
      if (!statesAllowing('send').includes(found.invoice.status)) {
        throw new AppError('invalid_state', 'Only open or partially paid invoices can be sent');
      }
      const to = input.to ?? found.customer.email;
      if (!to) {
        throw new AppError('validation_failed', 'The customer has no email address', {
          to: 'Enter an email address, or add one to the customer',
        });
      }
      const invoice = await readInvoice(tx, { merchantId, id }, now);
      const email = invoiceEmail(invoice, await emailContext(tx, merchantId, id));
      await queueEmail(tx, { merchantId, kind: 'invoice', to, ...email, invoiceId: id }, now);
      await tx.update(invoices).set({ sentAt: now }).where(eq(invoices.id, id));
    });
    return readInvoice(db, { merchantId, id }, clock.now());
  };

  /**
   * Acts on one chase candidate in its own transaction: under the invoice's row lock, if it still
   * expects money (and `stillDue` holds for it), claims the notice and, when the claim is new, runs
   * `act`. Returns whether it acted.
   */
  const once = (
    candidate: ChaseCandidate,
    kind: 'reminder' | 'overdue',
    stillDue: (invoice: Invoice) => boolean,
    act: (tx: Db, invoice: Invoice, now: Date) => Promise<unknown>,
  ) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const ids = { merchantId: candidate.merchantId, id: candidate.invoiceId };
      const found = await findInvoice(tx, ids.merchantId, ids.id, true);
      if (!found || !isCollectible(found.invoice.status)) return false;
      const invoice = await readInvoice(tx, ids, now);
      if (!stillDue(invoice)) return false;
      if (!(await claimNotice(tx, { invoiceId: ids.id, kind, offsetDays: candidate.offsetDays, now })))
        return false;
      await act(tx, invoice, now);
      return true;
    });

  /** Emails the reminder `candidate` names to the invoice's customer. */
  const remind = (candidate: ChaseCandidate) =>
    once(
      candidate,
      'reminder',
      (invoice) => invoice.customer.email !== null,
      async (tx, invoice, now) => {
        const context = await emailContext(tx, candidate.merchantId, invoice.id);
        await queueEmail(
          tx,
          {
            merchantId: candidate.merchantId,
            kind: 'invoice_reminder',
            to: invoice.customer.email ?? '',
            ...reminderEmail(invoice, candidate.offsetDays, context),
            invoiceId: invoice.id,
          },
          now,
        );
      },
    );

  /** Records `invoice.overdue` for the invoice `candidate` names, with the invoice as its data. */
  const markOverdue = (candidate: ChaseCandidate) =>
    once(
      candidate,
      'overdue',
      (invoice) => invoice.overdue,
      (tx, invoice, now) =>
        recordEvent(tx, { merchantId: candidate.merchantId, type: 'invoice.overdue', data: invoice, now }),
    );

  /** Runs `step` on every candidate `find` returns, batch after batch, until a batch acts on none. */
  const drain = async (
    find: (now: Date) => Promise<ChaseCandidate[]>,
    step: (candidate: ChaseCandidate) => Promise<boolean>,
  ) => {
    let count = 0;
    for (;;) {
      const batch = await find(clock.now());
      let acted = 0;
      for (const candidate of batch) if (await step(candidate)) acted += 1;
      count += acted;
      if (batch.length < CHASE_BATCH || acted === 0) return count;
    }
  };

  /**
   * The daily chase: records `invoice.overdue` for every invoice that became overdue, then queues
   * every reminder due today (docs/invoices.md#reminders). Returns how many of each.
   */
  const chase = async () => ({
    overdue: await drain((now) => newlyOverdue(db, now, CHASE_BATCH), markOverdue),
    reminders: await drain((now) => dueReminders(db, now, CHASE_BATCH), remind),
  });

  /**
   * The files outbox `email` carries: for an invoice email or reminder, the invoice's PDF as it is
   * when the email is sent (a payment made since shows as paid); nothing for other emails.
   */
  const attachmentsOf = async (email: OutboxEmail): Promise<EmailAttachment[]> => {
    if (!email.invoiceId) return [];
    const invoice = await readInvoice(db, { merchantId: email.merchantId, id: email.invoiceId }, clock.now());
    const { fileName, bytes } = await invoicePdf(db, email.merchantId, invoice);
    return [{ filename: fileName, contentType: 'application/pdf', content: bytes }];
  };

  return { send, chase, attachmentsOf };
}

/** The sending service's methods. */
export type InvoiceSending = ReturnType<typeof createInvoiceSending>;
