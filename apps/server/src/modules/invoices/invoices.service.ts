/**
 * Invoices (docs/invoices.md): drafts created, edited and deleted; finalized (open), voided, marked
 * uncollectible, revised (void + a new draft copy); read one by one or in keyset pages with the
 * merchant's outstanding totals (`invoice-pages.ts`). Every method is scoped by `merchantId`: another merchant's invoice
 * is `not_found` like a missing one. Time comes from `clock`; `overdue` is derived on read.
 * @module
 */
import type {
  CreateInvoiceInput,
  Invoice,
  InvoiceSettingsInput,
  InvoiceStatus,
  UpdateInvoiceInput,
} from '@malipo/contracts/invoices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordEvent } from '../webhooks/events';
import type { Clock } from '../../lib/clock';
import { findOrCreateCustomer } from '../customers/customer-match';
import { insertDraft, requireCustomer, storeLines, type DraftInput } from './invoice-drafts';
import { readInvoiceSettings, writeInvoiceSettings } from './invoice-numbers';
import { statesAllowing, type InvoiceAction } from './invoice-state';
import { computeInvoiceTotals } from './invoice-totals';
import { invoicePdf } from './invoice-pdf';
import { readInvoice } from './invoice-read';
import { createInvoicePages } from './invoice-pages';
import { deleteDraft, findInvoice, linesOf, updateInvoiceFrom, type InvoiceRow } from './invoices.repo';

/** Creates the invoice service. */
export function createInvoiceService({ db, clock }: { db: Db; clock: Clock }) {
  const notFound = () => new AppError('not_found', 'Invoice not found');
  /** The `invalid_state` error of `action` on an invoice in another state. */
  const invalidState = (action: InvoiceAction) => {
    const allowed = statesAllowing(action).join(' or ');
    return new AppError('invalid_state', `Only ${allowed} invoices can be changed this way`);
  };

  /** `not_found` when the merchant has no invoice `id`, else `invalid_state` for `action`. */
  const refusal = async (merchantId: string, id: string, action: InvoiceAction) =>
    (await findInvoice(db, merchantId, id)) ? invalidState(action) : notFound();

  /** One invoice with its customer and lines, read through `tx` (or the pool). Throws `not_found`. */
  const read = (tx: Db, ids: { merchantId: string; id: string }): Promise<Invoice> =>
    readInvoice(tx, ids, clock.now());

  /** One invoice with its customer and lines. Throws `not_found`. */
  const get = (ids: { merchantId: string; id: string }): Promise<Invoice> => read(db, ids);

  /**
   * Records `type` for invoice `id` in `tx`, the transaction of the change, so the event exists if
   * and only if the change does (docs/webhooks.md#events); `data` is the invoice as `/v1` shows it.
   */
  const recordInvoiceEvent = async (
    tx: Db,
    type: 'invoice.created' | 'invoice.voided',
    ids: { merchantId: string; id: string },
  ) => {
    await recordEvent(tx, { merchantId: ids.merchantId, type, data: await read(tx, ids), now: clock.now() });
  };

  /**
   * Creates a draft with the next number for `input.customerId` or the inline `input.customer`
   * (matched by email, else phone, else created). Throws `validation_failed` (unknown customer,
   * discount above the subtotal, amounts too large).
   */
  const create = async ({ merchantId, input }: { merchantId: string; input: CreateInvoiceInput }) => {
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const customerId = input.customer
        ? await findOrCreateCustomer(tx, merchantId, input.customer, now)
        : (input.customerId ?? '');
      const draftId = await insertDraft(tx, merchantId, { ...input, customerId }, now);
      await recordInvoiceEvent(tx, 'invoice.created', { merchantId, id: draftId });
      return draftId;
    });
    return get({ merchantId, id });
  };

  /**
   * Changes a draft's customer, due date, memo, discount, partial payments or lines (repriced).
   * Throws `not_found`, `invalid_state` (not a draft), `validation_failed`.
   */
  const update = async ({
    merchantId,
    id,
    input,
  }: {
    merchantId: string;
    id: string;
    input: UpdateInvoiceInput;
  }) => {
    await db.transaction(async (tx) => {
      const found = await findInvoice(tx, merchantId, id, true);
      if (!found) throw notFound();
      if (found.invoice.status !== 'draft') throw invalidState('edit');
      if (input.customerId) await requireCustomer(tx, merchantId, input.customerId);
      const lines = input.lines ?? (await linesOf(tx, [id]));
      const totals = computeInvoiceTotals(lines, input.discountMinor ?? found.invoice.discountMinor);
      await updateInvoiceFrom(
        tx,
        { merchantId, id, from: ['draft'] },
        {
          customerId: input.customerId,
          dueDate: input.dueDate,
          memo: input.memo,
          allowPartialPayment: input.allowPartialPayment,
          subtotalMinor: totals.subtotalMinor,
          discountMinor: totals.discountMinor,
          taxMinor: totals.taxMinor,
          totalMinor: totals.totalMinor,
          updatedAt: clock.now(),
        },
      );
      if (input.lines) await storeLines(tx, id, totals);
    });
    return get({ merchantId, id });
  };

  /** Deletes a draft (its number is not reused). Throws `not_found`, `invalid_state` (not a draft). */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await deleteDraft(db, merchantId, id))) throw await refusal(merchantId, id, 'delete');
  };

  /**
   * Moves an invoice allowed `action` to `status` with `changes`, recording `event` in the same
   * transaction when given; returns it.
   */
  const transition = async (
    { merchantId, id }: { merchantId: string; id: string },
    action: InvoiceAction,
    status: InvoiceStatus,
    changes: Partial<InvoiceRow>,
    event?: 'invoice.voided',
  ) => {
    const from = statesAllowing(action);
    const updatedAt = clock.now();
    const moved = await db.transaction(async (tx) => {
      if (!(await updateInvoiceFrom(tx, { merchantId, id, from }, { ...changes, status, updatedAt })))
        return false;
      if (event) await recordInvoiceEvent(tx, event, { merchantId, id });
      return true;
    });
    if (!moved) throw await refusal(merchantId, id, action);
    return get({ merchantId, id });
  };

  /**
   * Issues a draft: `open`, `issuedAt` now; its number was given at creation. Throws `not_found`,
   * `invalid_state` (not a draft), `validation_failed` (a total of 0, field `lines`).
   */
  const finalize = async (ids: { merchantId: string; id: string }) => {
    const found = await findInvoice(db, ids.merchantId, ids.id);
    if (found?.invoice.status === 'draft' && found.invoice.totalMinor <= 0) {
      throw new AppError('validation_failed', 'An invoice must ask for more than 0', {
        lines: 'The total must be greater than 0',
      });
    }
    return transition(ids, 'finalize', 'open', { issuedAt: clock.now() });
  };

  /** Voids an open or partially paid invoice, recording `invoice.voided`. Throws `not_found`, `invalid_state`. */
  const voidInvoice = (ids: { merchantId: string; id: string }) =>
    transition(ids, 'void', 'void', { voidedAt: clock.now() }, 'invoice.voided');

  /** Marks an open or partially paid invoice uncollectible. Throws `not_found`, `invalid_state`. */
  const markUncollectible = (ids: { merchantId: string; id: string }) =>
    transition(ids, 'mark_uncollectible', 'uncollectible', { uncollectibleAt: clock.now() });

  /**
   * "Changes after issue are a void and a new invoice": voids an open invoice (nothing paid yet) and
   * creates a draft copy with the next number and `revisedFromId`, in one transaction. Returns both.
   * Throws `not_found`, `invalid_state`.
   */
  const revise = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    const now = clock.now();
    const draftId = await db.transaction(async (tx) => {
      const found = await findInvoice(tx, merchantId, id, true);
      if (!found) throw notFound();
      const { invoice } = found;
      if (!statesAllowing('revise').includes(invoice.status)) throw invalidState('revise');
      await updateInvoiceFrom(
        tx,
        { merchantId, id, from: ['open'] },
        { status: 'void', voidedAt: now, updatedAt: now },
      );
      const copy: DraftInput = {
        customerId: invoice.customerId,
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        memo: invoice.memo,
        discountMinor: invoice.discountMinor,
        allowPartialPayment: invoice.allowPartialPayment,
        lines: await linesOf(tx, [id]),
        revisedFromId: id,
      };
      await recordInvoiceEvent(tx, 'invoice.voided', { merchantId, id });
      const copyId = await insertDraft(tx, merchantId, copy, now);
      await recordInvoiceEvent(tx, 'invoice.created', { merchantId, id: copyId });
      return copyId;
    });
    return { voided: await get({ merchantId, id }), draft: await get({ merchantId, id: draftId }) };
  };

  /** The merchant's numbering (prefix and next number) and reminder schedule. */
  const settings = ({ merchantId }: { merchantId: string }) => readInvoiceSettings(db, merchantId);

  /**
   * Sets the numbering and, when given, the reminder schedule. Throws `validation_failed` (field
   * `nextNumber`) for a next number below the current one under the same prefix (reusing numbers).
   */
  const updateSettings = async ({
    merchantId,
    input,
  }: {
    merchantId: string;
    input: InvoiceSettingsInput;
  }) => {
    const current = await readInvoiceSettings(db, merchantId);
    if (input.prefix === current.prefix && input.nextNumber < current.nextNumber) {
      throw new AppError('validation_failed', 'Check the next number', {
        nextNumber: `Numbers up to ${current.nextNumber - 1} are used; choose ${current.nextNumber} or more`,
      });
    }
    await writeInvoiceSettings(db, { merchantId, ...input, now: clock.now() });
    return readInvoiceSettings(db, merchantId);
  };

  /** Invoice `id` as PDF `bytes` with its download `fileName` (docs/invoices.md#pdf). Throws `not_found`. */
  const pdf = async (ids: { merchantId: string; id: string }) =>
    invoicePdf(db, ids.merchantId, await get(ids));

  return {
    create,
    get,
    pdf,
    update,
    remove,
    finalize,
    void: voidInvoice,
    markUncollectible,
    revise,
    ...createInvoicePages({ db, clock }),
    settings,
    updateSettings,
  };
}

/** The invoice service's methods, as the dashboard and `/v1` routes receive them. */
export type InvoiceService = ReturnType<typeof createInvoiceService>;
