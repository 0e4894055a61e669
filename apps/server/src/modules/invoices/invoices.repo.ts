/**
 * Invoice queries, always scoped by merchant (docs/conventions.md#services-and-routes): rows with
 * their customer and lines, keyset pages with a status filter, outstanding totals, and state changes
 * guarded by the states they start from.
 * @module
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@malipo/contracts/invoices';
import { queryRows, type Db } from '../../db/client';
import { customers, invoiceLines, invoices, merchants } from '../../db/schema';
import { afterPosition, type KeysetPosition } from '../../lib/keyset';

/** An invoice row (amounts in minor units). */
export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice line row. */
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
/** The customer fields an invoice shows. */
export type InvoiceCustomer = { id: string; name: string; email: string | null; phone: string | null };

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
};

/** The merchant row's IANA time zone (its days decide `overdue`). */
export async function merchantTimeZone(db: Db, merchantId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.timeZone ?? 'UTC';
}

/** Inserts `row` unless its number is taken; returns whether it was inserted. */
export async function insertInvoice(db: Db, row: typeof invoices.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(invoices)
    .values(row)
    .onConflictDoNothing({ target: [invoices.merchantId, invoices.number] })
    .returning({ id: invoices.id });
  return inserted.length > 0;
}

/** Replaces invoice `invoiceId`'s lines with `lines`, numbered from 0 in order. */
export async function replaceLines(
  db: Db,
  invoiceId: string,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'position'>[],
): Promise<void> {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length === 0) return;
  await db.insert(invoiceLines).values(lines.map((line, position) => ({ ...line, invoiceId, position })));
}

/** One of a merchant's invoices with its customer, or undefined. `forUpdate` locks the row. */
export async function findInvoice(db: Db, merchantId: string, id: string, forUpdate = false) {
  const query = db
    .select({ invoice: invoices, customer: customerColumns })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.merchantId, merchantId), eq(invoices.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  return row;
}

/** The lines of `invoiceIds`, by invoice and position. */
export async function linesOf(db: Db, invoiceIds: string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

/**
 * The WHERE clause of a merchant's invoices: `status` a stored state, or `overdue` (open or partially
 * paid with a due date before `today`, the merchant's local `YYYY-MM-DD`); optionally one customer's.
 */
export function invoiceWhere(
  merchantId: string,
  filters: { status?: InvoiceStatus | 'overdue'; customerId?: string },
  today: string,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(invoices.merchantId, merchantId)];
  if (filters.status === 'overdue') {
    conditions.push(
      inArray(invoices.status, ['open', 'partially_paid']),
      sql`${invoices.dueDate} < ${today}::date`,
    );
  } else if (filters.status) {
    conditions.push(eq(invoices.status, filters.status));
  }
  if (filters.customerId) conditions.push(eq(invoices.customerId, filters.customerId));
  return and(...conditions) ?? sql`true`;
}

/** At most `limit` invoices matching `where` with their customers, newest first, after `cursor`. */
export async function invoicePage(db: Db, where: SQL, cursor: KeysetPosition | null, limit: number) {
  const after = cursor ? afterPosition(invoices.createdAt, invoices.id, cursor) : undefined;
  return db
    .select({ invoice: invoices, customer: customerColumns })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(where, after))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/**
 * The merchant's amounts still due per currency (`total − paid` of open and partially paid invoices,
 * minor units), and the part of them overdue on `today`.
 */
export async function outstandingTotals(db: Db, merchantId: string, today: string) {
  const rows = await queryRows<{ currency: string; outstanding: string | number; overdue: string | number }>(
    db,
    sql`select currency,
               sum(total_minor - amount_paid_minor) as outstanding,
               coalesce(sum(total_minor - amount_paid_minor) filter (where due_date < ${today}::date), 0) as overdue
        from ${invoices}
        where merchant_id = ${merchantId} and status in ('open', 'partially_paid')
        group by currency order by currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    outstandingMinor: Number(row.outstanding),
    overdueMinor: Number(row.overdue),
  }));
}

/**
 * Sets `changes` on a merchant's invoice if it is in one of `from`; returns whether it changed
 * (false: unknown, another merchant's, or in another state).
 */
export async function updateInvoiceFrom(
  db: Db,
  input: { merchantId: string; id: string; from: readonly InvoiceStatus[] },
  changes: Partial<typeof invoices.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set(changes)
    .where(
      and(
        eq(invoices.merchantId, input.merchantId),
        eq(invoices.id, input.id),
        inArray(invoices.status, [...input.from]),
      ),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Deletes a merchant's draft invoice and its lines; false when unknown, another's or not a draft. */
export async function deleteDraft(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.merchantId, merchantId), eq(invoices.id, id), eq(invoices.status, 'draft')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
