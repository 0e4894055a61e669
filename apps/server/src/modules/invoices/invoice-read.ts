/**
 * Reads one invoice as `/api/invoices` and `/v1` show it — with its customer, its lines and
 * `overdue` decided on the merchant's calendar day — for the service and for the transaction that
 * pays it (the `invoice.*` webhook events carry this shape).
 * @module
 */
import type { Invoice } from '@malipo/contracts/invoices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { localDay } from './invoice-state';
import { toInvoice } from './invoice-view';
import { findInvoice, linesOf, merchantTimeZone } from './invoices.repo';

/**
 * Invoice `id` of merchant `merchantId`, read through `tx` at `now` (which decides `overdue`).
 * Throws `not_found` for an unknown id or another merchant's invoice.
 */
export async function readInvoice(
  tx: Db,
  { merchantId, id }: { merchantId: string; id: string },
  now: Date,
): Promise<Invoice> {
  const row = await findInvoice(tx, merchantId, id);
  if (!row) throw new AppError('not_found', 'Invoice not found');
  const lines = await linesOf(tx, [id]);
  return toInvoice(row.invoice, row.customer, lines, localDay(now, await merchantTimeZone(tx, merchantId)));
}
