/**
 * The payer side of invoices (docs/invoices.md#payments): an issued invoice as its page
 * `/invoice/{id}` shows it, paying it through the generic {@link PaymentService.pay} (source
 * `invoice`, idempotency scope `invoice:{id}`, docs/payments.md#idempotency), its PDF in the payer's
 * language, and — for the dashboard — the payments made for it. Amounts in minor units of the
 * invoice's currency. A draft is not found to the public.
 * @module
 */
import type { InvoicePayment, PayInvoiceInput, PublicInvoice } from '@malipo/contracts/invoice-payments';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { invoicePagePath } from '@malipo/contracts/invoice-paths';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import type { Clock } from '../../lib/clock';
import type { StoredResponse } from '../idempotency/idempotency';
import type { PaymentService } from '../payments/payments.service';
import type { Routing } from '../providers/routing';
import { checkInvoicePayable } from '../invoices/invoice-payments';
import { findPublicInvoice, invoicePayments } from './invoice-payer.repo';
import { invoicePdf } from '../invoices/invoice-pdf';
import { readInvoice } from '../invoices/invoice-read';
import { localDay } from '../invoices/invoice-state';
import { toInvoice } from '../invoices/invoice-view';
import { findInvoice, linesOf } from '../invoices/invoices.repo';

/** Creates the payer side of invoices; paying charges through `payments`. */
export function createInvoicePayerService({
  db,
  clock,
  payments,
  routing,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  /** Says which ways to pay the invoice page offers (docs/providers.md#routing). */
  routing: Routing;
}) {
  const notFound = () => new AppError('not_found', 'Invoice not found');

  /** Invoice `id` with its merchant, unless it is unknown or a draft. Throws `not_found`. */
  const findIssued = async (tx: Db, id: string) => {
    const row = await findPublicInvoice(tx, id);
    if (!row || row.invoice.status === 'draft') throw notFound();
    return row;
  };

  /**
   * The payer's view of issued invoice `id` (any merchant's: ids are unguessable) with the
   * merchant's branding and the methods its page offers. Throws `not_found` (unknown, or a draft).
   */
  const getPublic = async ({ id }: { id: string }): Promise<PublicInvoice> => {
    const { invoice: row, customer, merchant } = await findIssued(db, id);
    const today = localDay(clock.now(), merchant.timeZone);
    const invoice = toInvoice(row, customer, await linesOf(db, [id]), today);
    return {
      invoice: {
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        overdue: invoice.overdue,
        customer: { name: customer.name, email: customer.email, phone: customer.phone },
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        memo: invoice.memo,
        lines: invoice.lines,
        subtotalMinor: invoice.subtotalMinor,
        discountMinor: invoice.discountMinor,
        taxMinor: invoice.taxMinor,
        totalMinor: invoice.totalMinor,
        amountPaidMinor: invoice.amountPaidMinor,
        amountDueMinor: invoice.amountDueMinor,
        allowPartialPayment: invoice.allowPartialPayment,
        issuedAt: invoice.issuedAt,
        paidAt: invoice.paidAt,
      },
      merchant: toPayerMerchant(merchant),
      paymentMethods: routing.availablePaymentMethods(merchant.mode, row.currency),
    };
  };

  /**
   * Pays invoice `invoiceId` — `body.amountMinor`, or all that is due — under `idempotencyKey`.
   * The amount is checked against what is due (captured payments only) when the payment is made,
   * and the payment is applied to the invoice when it is captured (`applyInvoicePayment`). Returns
   * 201 + the payment (`PublicPayment`), or the stored answer for a repeated key. Throws
   * `not_found`, `invalid_state` (paid, void, uncollectible), `validation_failed` (field
   * `amountMinor`) and what {@link PaymentService.pay} throws.
   */
  const pay = (input: {
    invoiceId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: PayInvoiceInput;
  }): Promise<StoredResponse> =>
    payments.pay({
      scope: `invoice:${input.invoiceId}`,
      idempotencyKey: input.idempotencyKey,
      fingerprint: input.fingerprint,
      payer: input.body.payer,
      paymentMethod: input.body.paymentMethod,
      returnPath: invoicePagePath(input.invoiceId),
      resolveSource: async (tx) => {
        const { invoice } = await findIssued(tx, input.invoiceId);
        return {
          merchantId: invoice.merchantId,
          sourceType: 'invoice',
          sourceId: invoice.id,
          description: `Invoice ${invoice.number}`,
          amountMinor: checkInvoicePayable(invoice, input.body.amountMinor),
          currency: invoice.currency,
        };
      },
    });

  /** Issued invoice `id` as a PDF in `locale`, with its download file name. Throws `not_found`. */
  const pdf = async ({ id, locale }: { id: string; locale: Locale }) => {
    const { invoice } = await findIssued(db, id);
    const ids = { merchantId: invoice.merchantId, id };
    return invoicePdf(db, invoice.merchantId, await readInvoice(db, ids, clock.now()), locale);
  };

  /** The payments made for the merchant's invoice `id`, oldest first. Throws `not_found`. */
  const listPayments = async (ids: { merchantId: string; id: string }): Promise<InvoicePayment[]> => {
    if (!(await findInvoice(db, ids.merchantId, ids.id))) throw notFound();
    const rows = await invoicePayments(db, ids.merchantId, ids.id);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      succeededAt: row.succeededAt?.toISOString() ?? null,
    }));
  };

  return { getPublic, pay, pdf, listPayments };
}

/** The payer side of invoices, as {@link createInvoicePayerService} builds it. */
export type InvoicePayerService = ReturnType<typeof createInvoicePayerService>;
