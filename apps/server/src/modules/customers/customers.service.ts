/**
 * Customers (docs/invoices.md#customers): created by hand here, or from payers by the payment
 * triggers (migration 0026); listed with search by keyset, shown with their lifetime totals and
 * recent activity, edited, deleted while no invoice names them, exported as CSV. Every method is
 * scoped by `merchantId`: another merchant's customer is `not_found` like a missing one.
 * @module
 */
import type { Readable } from 'node:stream';
import {
  CUSTOMER_CSV_COLUMNS,
  type CreateCustomerInput,
  type CustomerDetail,
  type CustomerPageQuery,
  type UpdateCustomerInput,
} from '@malipo/contracts/customers';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { keysetCsvStream } from '../../lib/keyset-csv';
import { decodeCursor, encodeCursor } from '../history/history-cursor';
import { toCustomer, totalsByCustomer } from './customer-view';
import {
  customerPage,
  customerWhere,
  deleteCustomer,
  findCustomer,
  hasInvoices,
  insertCustomer,
  recentInvoices,
  recentPayments,
  recentSubscriptions,
  takenContacts,
  totalsOf,
  updateCustomer,
  type CustomerRow,
} from './customers.repo';
import { isUniqueViolation } from './unique-violation';

const EXPORT_BATCH = 500;

/** Creates the customer service; `clock` stamps `createdAt` and `updatedAt`. */
export function createCustomerService({ db, clock }: { db: Db; clock: Clock }) {
  const notFound = () => new AppError('not_found', 'Customer not found');

  /** The 409 `conflict` naming which of `email` and `phone` another customer already has. */
  const contactTaken = async (input: {
    merchantId: string;
    email: string | null;
    phone: string | null;
    exceptId?: string;
  }) => {
    const taken = await takenContacts(db, input);
    const fields: Record<string, string> = {};
    if (taken.email) fields.email = 'Another customer has this email';
    if (taken.phone) fields.phone = 'Another customer has this phone number';
    if (Object.keys(fields).length === 0) return null;
    return new AppError('conflict', 'Another customer has these details', fields);
  };

  /**
   * Creates a customer (source `manual`) and returns it with empty totals. Throws `conflict` (409,
   * fields `email` and/or `phone`) when another of the merchant's customers has the email (any case)
   * or phone (docs/invoices.md#customers).
   */
  const create = async ({ merchantId, input }: { merchantId: string; input: CreateCustomerInput }) => {
    const now = clock.now();
    const row: CustomerRow = {
      id: newId('cus'),
      merchantId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      country: input.country,
      notes: input.notes,
      source: 'manual',
      createdAt: now,
      updatedAt: now,
    };
    if (!(await insertCustomer(db, row))) {
      throw (
        (await contactTaken({ merchantId, email: row.email, phone: row.phone })) ??
        new AppError('conflict', 'Try again')
      );
    }
    return toCustomer(row, []);
  };

  /**
   * One customer with its lifetime totals, latest payments (by its email or phone), invoices and
   * subscriptions (by its email), each newest first and at most 10. Throws `not_found`.
   */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }): Promise<CustomerDetail> => {
    const row = await findCustomer(db, merchantId, id);
    if (!row) throw notFound();
    const [totals, paid, invoiced, subscribed] = await Promise.all([
      totalsOf(db, [row.id]),
      recentPayments(db, row),
      recentInvoices(db, row),
      recentSubscriptions(db, row),
    ]);
    return {
      ...toCustomer(row, totalsByCustomer(totals).get(row.id) ?? []),
      recentPayments: paid.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
      invoices: invoiced.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
      subscriptions: subscribed.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    };
  };

  /**
   * A page of the merchant's customers, newest first, `q` matching name, email or phone in any case;
   * `nextCursor` continues after the last one (null on the last page). Throws `validation_failed`
   * (field `cursor`) for a cursor this server did not issue.
   */
  const page = async ({ merchantId, query }: { merchantId: string; query: CustomerPageQuery }) => {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await customerPage(db, customerWhere(merchantId, query.q), cursor, query.limit + 1);
    const pageRows = rows.slice(0, query.limit);
    const totals = totalsByCustomer(
      await totalsOf(
        db,
        pageRows.map((row) => row.id),
      ),
    );
    const last = pageRows.at(-1);
    return {
      data: pageRows.map((row) => toCustomer(row, totals.get(row.id) ?? [])),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  };

  /**
   * Changes the given fields and returns the customer as {@link get} does. Throws `not_found`, or
   * `conflict` (fields `email`/`phone`) as {@link create}.
   */
  const update = async ({
    merchantId,
    id,
    input,
  }: {
    merchantId: string;
    id: string;
    input: UpdateCustomerInput;
  }) => {
    const taken = await contactTaken({
      merchantId,
      email: input.email ?? null,
      phone: input.phone ?? null,
      exceptId: id,
    });
    if (taken && (await findCustomer(db, merchantId, id))) throw taken;
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    try {
      if (!(await updateCustomer(db, merchantId, id, { ...changes, updatedAt: clock.now() })))
        throw notFound();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('conflict', 'Another customer has these details');
    }
    return get({ merchantId, id });
  };

  /**
   * Deletes a customer and its totals. Throws `not_found`, or `conflict` (409) while an invoice names
   * it (void the invoices; they stay on record).
   */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    const row = await findCustomer(db, merchantId, id);
    if (!row) throw notFound();
    if (await hasInvoices(db, id)) {
      throw new AppError('conflict', 'This customer has invoices, so it cannot be deleted');
    }
    if (!(await deleteCustomer(db, merchantId, id))) throw notFound();
  };

  /** Every customer matching `q` as CSV ({@link CUSTOMER_CSV_COLUMNS}), newest first, streamed. */
  const exportCsv = ({ merchantId, q }: { merchantId: string; q?: string }): Readable => {
    const where = customerWhere(merchantId, q);
    return keysetCsvStream({
      header: CUSTOMER_CSV_COLUMNS,
      batchSize: EXPORT_BATCH,
      readPage: (after, limit) => customerPage(db, where, after, limit),
      toRecord: (row: CustomerRow) => [
        row.id,
        row.name,
        row.email ?? '',
        row.phone ?? '',
        row.country ?? '',
        row.source,
        row.notes,
        row.createdAt.toISOString(),
      ],
    });
  };

  return { create, get, page, update, remove, exportCsv };
}

/** The customer service's methods, as the customer routes and the invoice service receive them. */
export type CustomerService = ReturnType<typeof createCustomerService>;
