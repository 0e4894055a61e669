/**
 * Pages of a merchant's invoices (docs/invoices.md): the dashboard's keyset pages with the
 * outstanding and overdue totals, and the `/v1` list after an invoice id. Newest first; `overdue` is
 * derived on the merchant's local day. Amounts in minor units.
 * @module
 */
import type { InvoicePageQuery, InvoiceStatus } from '@malipo/contracts/invoices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../history/history-cursor';
import { localDay } from './invoice-state';
import { linesByInvoice, toInvoice } from './invoice-view';
import {
  findInvoice,
  invoicePage,
  invoiceWhere,
  linesOf,
  merchantTimeZone,
  outstandingTotals,
} from './invoices.repo';

/** Creates the invoice page readers, part of the invoice service. */
export function createInvoicePages({ db, clock }: { db: Db; clock: Clock }) {
  /** The merchant's calendar day now, in its time zone. */
  const today = async (merchantId: string) => localDay(clock.now(), await merchantTimeZone(db, merchantId));

  /** Rows of a page shaped as invoices, with their lines. */
  const shape = async (rows: Awaited<ReturnType<typeof invoicePage>>, day: string) => {
    const lines = linesByInvoice(
      await linesOf(
        db,
        rows.map((row) => row.invoice.id),
      ),
    );
    return rows.map((row) => toInvoice(row.invoice, row.customer, lines.get(row.invoice.id) ?? [], day));
  };

  /**
   * A page of the merchant's invoices, newest first, filtered by status (or `overdue`) and customer,
   * with the outstanding and overdue amounts per currency. Throws `validation_failed` (`cursor`).
   */
  const page = async ({ merchantId, query }: { merchantId: string; query: InvoicePageQuery }) => {
    const day = await today(merchantId);
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await invoicePage(db, invoiceWhere(merchantId, query, day), cursor, query.limit + 1);
    const pageRows = rows.slice(0, query.limit);
    const last = pageRows.at(-1)?.invoice;
    return {
      data: await shape(pageRows, day),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      totals: await outstandingTotals(db, merchantId, day),
    };
  };

  /**
   * The `/v1` list: `limit` invoices after the one with id `startingAfter` (validation_failed field
   * `startingAfter` for an unknown one), newest first, optionally by status.
   */
  const listAfter = async ({
    merchantId,
    query,
  }: {
    merchantId: string;
    query: { limit: number; startingAfter?: string; status?: InvoiceStatus | 'overdue' };
  }) => {
    const day = await today(merchantId);
    let cursor = null;
    if (query.startingAfter) {
      const found = await findInvoice(db, merchantId, query.startingAfter);
      if (!found)
        throw new AppError('validation_failed', 'Invalid cursor', { startingAfter: 'No such object' });
      cursor = found.invoice;
    }
    const rows = await invoicePage(db, invoiceWhere(merchantId, query, day), cursor, query.limit + 1);
    return {
      object: 'list' as const,
      data: await shape(rows.slice(0, query.limit), day),
      hasMore: rows.length > query.limit,
    };
  };

  return { page, listAfter };
}
