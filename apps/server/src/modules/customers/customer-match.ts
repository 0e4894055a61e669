/**
 * Finding a merchant's customer by contact details, or creating it: what an invoice created with an
 * inline customer uses (docs/invoices.md#customers), by the same rule the payment triggers follow
 * for payers — the email (any case) first, else the phone.
 * @module
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertCustomer } from './customers.repo';

/** Contact details of a customer given inline: `email` lower-cased, `phone` E.164. */
export interface InlineCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

async function matchCustomer(db: Db, merchantId: string, input: InlineCustomer): Promise<string | undefined> {
  if (input.email) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.merchantId, merchantId), sql`lower(${customers.email}) = ${input.email}`));
    if (row) return row.id;
  }
  if (input.phone) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.merchantId, merchantId), eq(customers.phone, input.phone)));
    if (row) return row.id;
  }
  return undefined;
}

/**
 * The id of the merchant's customer with `input`'s email, else its phone, else of a new `manual`
 * customer made from `input` at `now`. Never throws for a taken email or phone: a concurrent create
 * of the same customer is found on a second look.
 */
export async function findOrCreateCustomer(
  db: Db,
  merchantId: string,
  input: InlineCustomer,
  now: Date,
): Promise<string> {
  const found = await matchCustomer(db, merchantId, input);
  if (found) return found;
  const id = newId('cus');
  const inserted = await insertCustomer(db, {
    id,
    merchantId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    country: null,
    notes: '',
    source: 'manual',
    createdAt: now,
    updatedAt: now,
  });
  if (inserted) return id;
  const raced = await matchCustomer(db, merchantId, input);
  if (!raced) throw new Error('customer neither inserted nor found');
  return raced;
}
