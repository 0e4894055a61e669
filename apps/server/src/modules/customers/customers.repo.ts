/**
 * Customer queries, always scoped by merchant (docs/conventions.md#services-and-routes): the rows,
 * their lifetime totals, keyset pages with search, and what the customer page shows beside them.
 * @module
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerTotals,
  customers,
  invoices,
  payerEmailIs,
  payerPhoneIs,
  paymentOfMerchant,
  payments,
  subscriptions,
} from '../../db/schema';
import { afterPosition, type KeysetPosition } from '../../lib/keyset';

/** A customer row: `email` lower-cased, `phone` E.164, `country` ISO alpha-2. */
export type CustomerRow = typeof customers.$inferSelect;

/** How many recent payments, invoices and subscriptions the customer page shows. */
export const CUSTOMER_RECENT_LIMIT = 10;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE clause of a merchant's customers whose name, email or phone contains `q` (any case). */
export function customerWhere(merchantId: string, q: string | undefined): SQL {
  const conditions: (SQL | undefined)[] = [eq(customers.merchantId, merchantId)];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)),
    );
  }
  return and(...conditions) ?? sql`true`;
}

/** At most `limit` customers matching `where`, newest first, after `cursor` (null: from the newest). */
export async function customerPage(
  db: Db,
  where: SQL,
  cursor: KeysetPosition | null,
  limit: number,
): Promise<CustomerRow[]> {
  const after = cursor ? afterPosition(customers.createdAt, customers.id, cursor) : undefined;
  return db
    .select()
    .from(customers)
    .where(and(where, after))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
}

/** The lifetime totals of `customerIds`, per currency (minor units, net of refunds). */
export async function totalsOf(db: Db, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return db
    .select()
    .from(customerTotals)
    .where(inArray(customerTotals.customerId, customerIds))
    .orderBy(customerTotals.currency);
}

/** One of a merchant's customers, or undefined (unknown or another merchant's). */
export async function findCustomer(db: Db, merchantId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, id)));
  return row;
}

/** Inserts `row`; returns false when its email or phone is already another customer's of the merchant. */
export async function insertCustomer(db: Db, row: typeof customers.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(customers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return inserted.length > 0;
}

/** Which of `email` and `phone` another customer of the merchant (not `exceptId`) already has. */
export async function takenContacts(
  db: Db,
  input: { merchantId: string; email: string | null; phone: string | null; exceptId?: string },
): Promise<{ email: boolean; phone: boolean }> {
  const matches: SQL[] = [];
  if (input.email) matches.push(sql`lower(${customers.email}) = ${input.email}`);
  if (input.phone) matches.push(eq(customers.phone, input.phone));
  if (matches.length === 0) return { email: false, phone: false };
  const rows = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(
      and(
        eq(customers.merchantId, input.merchantId),
        or(...matches),
        input.exceptId ? sql`${customers.id} <> ${input.exceptId}` : undefined,
      ),
    );
  return {
    email: rows.some((row) => input.email !== null && row.email?.toLowerCase() === input.email),
    phone: rows.some((row) => input.phone !== null && row.phone === input.phone),
  };
}

/** Updates a merchant's customer with `changes`; false when unknown or another merchant's. */
export async function updateCustomer(
  db: Db,
  merchantId: string,
  id: string,
  changes: Partial<typeof customers.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Deletes a merchant's customer (its totals go with it); false when unknown or another merchant's. */
export async function deleteCustomer(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Whether any invoice names customer `id`. */
export async function hasInvoices(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.customerId, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * The merchant's latest payments by the customer's email (any case) or phone, newest first. Read
 * through payments' indexes of a merchant's payers, (merchant key, payer email key, created_at) and
 * (merchant key, payer phone key, created_at) (`paymentOfMerchant`, `payerEmailIs`, `payerPhoneIs`,
 * migration 0049).
 */
export async function recentPayments(db: Db, customer: CustomerRow) {
  const matches: SQL[] = [];
  if (customer.email) matches.push(payerEmailIs(customer.email));
  if (customer.phone) matches.push(payerPhoneIs(customer.phone));
  if (matches.length === 0) return [];
  return db
    .select({
      id: payments.id,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
      description: payments.description,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(paymentOfMerchant(customer.merchantId), or(...matches)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(CUSTOMER_RECENT_LIMIT);
}

/** The customer's latest invoices, newest first. */
export async function recentInvoices(db: Db, customer: CustomerRow) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      amountPaidMinor: invoices.amountPaidMinor,
      dueDate: invoices.dueDate,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(and(eq(invoices.merchantId, customer.merchantId), eq(invoices.customerId, customer.id)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(CUSTOMER_RECENT_LIMIT);
}

/** The merchant's subscriptions whose subscriber email is the customer's, newest first. */
export async function recentSubscriptions(db: Db, customer: CustomerRow) {
  if (!customer.email) return [];
  return db
    .select({
      id: subscriptions.id,
      linkId: subscriptions.linkId,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.merchantId, customer.merchantId),
        eq(subscriptions.subscriberEmail, customer.email.toLowerCase()),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(CUSTOMER_RECENT_LIMIT);
}
