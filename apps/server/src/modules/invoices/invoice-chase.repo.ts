/**
 * The daily chase's queries (docs/invoices.md#reminders): which collectible invoices owe a reminder
 * or the `invoice.overdue` event today, each day counted in the invoice merchant's time zone, and the
 * `invoice_notices` row that makes each happen once.
 * @module
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_REMINDER_SCHEDULE, reminderOffsets } from '@malipo/contracts/invoice-sending';
import { queryRows, type Db } from '../../db/client';
import { invoiceNotices } from '../../db/schema';

/** An invoice the chase acts on; `offsetDays` is the reminder's day from the due date (0 for overdue). */
export interface ChaseCandidate {
  invoiceId: string;
  merchantId: string;
  offsetDays: number;
}

/** The default schedule's offsets as a PostgreSQL array literal, for merchants without settings. */
const DEFAULT_OFFSETS = `{${reminderOffsets(DEFAULT_REMINDER_SCHEDULE).join(',')}}`;

/** `now` as a calendar day in the merchant's time zone (`m` is the merchant row). */
const merchantToday = (now: Date) => sql`(${now}::timestamptz at time zone m.time_zone)::date`;

/**
 * Up to `limit` open or partially paid invoices whose customer has an email, of merchants with
 * reminders on, that owe a reminder at `now`: the latest schedule day (due date + offset) that has
 * come by the merchant's today and falls after the issue day, when that reminder was not sent yet.
 * Days missed while the job did not run are not caught up one by one: only the latest is sent.
 */
export async function dueReminders(db: Db, now: Date, limit: number): Promise<ChaseCandidate[]> {
  const rows = await queryRows<{ invoice_id: string; merchant_id: string; offset_days: number }>(
    db,
    sql`select i.id as invoice_id, i.merchant_id, o.offset_days
        from invoices i
        join merchants m on m.id = i.merchant_id
        join customers c on c.id = i.customer_id
        left join invoice_settings s on s.merchant_id = i.merchant_id
        cross join lateral (
          select max(d) as offset_days
          from unnest(coalesce(s.reminder_offsets, ${DEFAULT_OFFSETS}::int[])) as d
          where i.due_date + d <= ${merchantToday(now)}
            and i.due_date + d > (i.issued_at at time zone m.time_zone)::date
        ) o
        where i.status in ('open', 'partially_paid')
          and c.email is not null
          and coalesce(s.reminders_enabled, true)
          and o.offset_days is not null
          and not exists (
            select 1 from invoice_notices n
            where n.invoice_id = i.id and n.kind = 'reminder' and n.offset_days = o.offset_days
          )
        order by i.id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    invoiceId: row.invoice_id,
    merchantId: row.merchant_id,
    offsetDays: Number(row.offset_days),
  }));
}

/**
 * Up to `limit` open or partially paid invoices past their due date on the merchant's today at
 * `now` (docs/invoices.md#states) that have not had their `invoice.overdue` event.
 */
export async function newlyOverdue(db: Db, now: Date, limit: number): Promise<ChaseCandidate[]> {
  const rows = await queryRows<{ invoice_id: string; merchant_id: string }>(
    db,
    sql`select i.id as invoice_id, i.merchant_id
        from invoices i
        join merchants m on m.id = i.merchant_id
        where i.status in ('open', 'partially_paid')
          and i.due_date < ${merchantToday(now)}
          and not exists (
            select 1 from invoice_notices n where n.invoice_id = i.id and n.kind = 'overdue'
          )
        order by i.id
        limit ${limit}`,
  );
  return rows.map((row) => ({ invoiceId: row.invoice_id, merchantId: row.merchant_id, offsetDays: 0 }));
}

/**
 * Claims notice `kind` at `offsetDays` for invoice `invoiceId` in `tx`; returns false when it was
 * already claimed (by an earlier run, or a concurrent worker whose transaction committed first: the
 * primary key makes the second insert wait for the first and then do nothing).
 */
export async function claimNotice(
  tx: Db,
  input: { invoiceId: string; kind: 'reminder' | 'overdue'; offsetDays: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(invoiceNotices)
    .values({
      invoiceId: input.invoiceId,
      kind: input.kind,
      offsetDays: input.offsetDays,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ invoiceId: invoiceNotices.invoiceId });
  return rows.length > 0;
}
