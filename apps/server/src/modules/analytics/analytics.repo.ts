/**
 * Analytics aggregates computed in SQL (never by loading rows into JavaScript), on calendar days of
 * the merchant's time zone. Money in minor units.
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * Succeeded income per local day for the `days` days ending on the local date of `now`, zero-filled.
 */
export async function incomeByDay(
  db: Db,
  input: { merchantId: string; currency: string; timeZone: string; days: number; now: Date },
) {
  const today = sql`(${input.now}::timestamptz at time zone ${input.timeZone})::date`;
  const first = sql`(${today} - ${input.days - 1}::int)`;
  const rows = await queryRows<{ date: string; amount: number | string; count: number | string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.amount, 0) as amount, coalesce(s.count, 0) as count
        from generate_series(${first}, ${today}, interval '1 day') as d(day)
        left join (
          select (succeeded_at at time zone ${input.timeZone})::date as day,
                 sum(amount_minor) as amount, count(*) as count
          from payments
          where merchant_id = ${input.merchantId} and status = 'succeeded' and currency = ${input.currency}
            and succeeded_at >= ${first}::timestamp at time zone ${input.timeZone}
            and succeeded_at < (${today} + 1)::timestamp at time zone ${input.timeZone}
          group by 1
        ) s on s.day = d.day::date
        order by d.day`,
  );
  return rows.map((r) => ({ date: r.date, amountMinor: Number(r.amount), count: Number(r.count) }));
}

/** Succeeded revenue per source type over the same window. */
export async function revenueBySource(
  db: Db,
  input: { merchantId: string; currency: string; timeZone: string; days: number; now: Date },
) {
  const today = sql`(${input.now}::timestamptz at time zone ${input.timeZone})::date`;
  const rows = await queryRows<{ source_type: string; amount: number | string; count: number | string }>(
    db,
    sql`select source_type, sum(amount_minor) as amount, count(*) as count
        from payments
        where merchant_id = ${input.merchantId} and status = 'succeeded' and currency = ${input.currency}
          and succeeded_at >= (${today} - ${input.days - 1}::int)::timestamp at time zone ${input.timeZone}
          and succeeded_at < (${today} + 1)::timestamp at time zone ${input.timeZone}
        group by source_type`,
  );
  return rows.map((r) => ({
    sourceType: r.source_type,
    amountMinor: Number(r.amount),
    count: Number(r.count),
  }));
}

/** Currencies the merchant has received succeeded payments in, most money first. */
export async function incomeCurrencies(db: Db, merchantId: string): Promise<string[]> {
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`select currency from payments where merchant_id = ${merchantId} and status = 'succeeded'
        group by currency order by sum(amount_minor) desc, currency`,
  );
  return rows.map((r) => r.currency);
}

/** Active payment links with their distinct paying customers (by email). */
export async function activePaymentLinks(db: Db, merchantId: string, now: Date) {
  return queryRows<{
    id: string;
    product_name: string;
    amount_minor: number | string;
    currency: string;
    customers: number | string;
  }>(
    db,
    sql`select l.id, l.product_name, l.amount_minor, l.currency,
               (select count(distinct p.payer_email) from payments p
                 where p.source_type = 'payment_link' and p.source_id = l.id and p.status = 'succeeded') as customers
        from payment_links l
        where l.merchant_id = ${merchantId} and l.deleted_at is null and l.status = 'active'
          and (l.expires_at is null or l.expires_at > ${now})
        order by l.created_at desc`,
  );
}
