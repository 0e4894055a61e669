/**
 * Invoice numbering (docs/invoices.md#numbering): `prefix` + the merchant's next number padded to 4
 * digits (`INV-0001`), from the merchant's `invoice_settings` row, allocated with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: the row lock it takes makes concurrent creates wait
 * for each other, so no two share a number, and a create that rolls back gives its number back.
 * The same row keeps the reminder schedule (docs/invoices.md#reminders).
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { invoiceSettings } from '../../db/schema';
import {
  DEFAULT_REMINDER_SCHEDULE,
  reminderOffsets,
  scheduleFromOffsets,
} from '@malipo/contracts/invoice-sending';
import { formatInvoiceNumber } from '@malipo/contracts/invoice-numbers';
import type { InvoiceSettings, InvoiceSettingsInput } from '@malipo/contracts/invoices';

/** The prefix a merchant's numbers start with until it chooses another. */
export const DEFAULT_INVOICE_PREFIX = 'INV-';

/** Takes the merchant's next invoice number, in `tx` (the create's transaction). */
export async function allocateInvoiceNumber(tx: Db, merchantId: string, now: Date): Promise<string> {
  const [row] = await queryRows<{ prefix: string; n: number }>(
    tx,
    sql`insert into invoice_settings as s (merchant_id, prefix, next_number, updated_at)
        values (${merchantId}, ${DEFAULT_INVOICE_PREFIX}, 2, ${now})
        on conflict (merchant_id) do update set next_number = s.next_number + 1, updated_at = excluded.updated_at
        returning s.prefix, s.next_number - 1 as n`,
  );
  if (!row) throw new Error('invoice number not allocated');
  return formatInvoiceNumber(row.prefix, Number(row.n));
}

/** The merchant's invoice settings: prefix, the number the next invoice takes, reminder schedule. */
export async function readInvoiceSettings(db: Db, merchantId: string): Promise<InvoiceSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.merchantId, merchantId));
  if (!row) return { prefix: DEFAULT_INVOICE_PREFIX, nextNumber: 1, reminders: DEFAULT_REMINDER_SCHEDULE };
  return {
    prefix: row.prefix,
    nextNumber: row.nextNumber,
    reminders: scheduleFromOffsets(row.remindersEnabled, row.reminderOffsets),
  };
}

/**
 * Sets the merchant's prefix, next number and, when given, reminder schedule (creating its row,
 * with the default schedule when none is given).
 */
export async function writeInvoiceSettings(
  db: Db,
  input: { merchantId: string; now: Date } & InvoiceSettingsInput,
): Promise<void> {
  const reminders = input.reminders && {
    remindersEnabled: input.reminders.enabled,
    reminderOffsets: reminderOffsets(input.reminders),
  };
  const set = { prefix: input.prefix, nextNumber: input.nextNumber, updatedAt: input.now, ...reminders };
  await db
    .insert(invoiceSettings)
    .values({ merchantId: input.merchantId, ...set })
    .onConflictDoUpdate({ target: invoiceSettings.merchantId, set });
}
