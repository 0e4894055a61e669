/**
 * Analytics aggregates computed in SQL (never by loading rows into JavaScript), on calendar days of
 * the merchant's time zone (docs/architecture.md#scale). Money in minor units: captured payments net
 * of refunds (`captured-payments.ts`). Income and revenue read the daily totals the database keeps
 * beside payments (`db/schema/payment-daily-totals.ts`), so they do not grow with history.
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { sourceTotalSql } from '../payments/source-totals';

/**
 * Succeeded income per local day for the `days` days ending on the local date of `now`, zero-filled,
 * read from the daily totals (`payment_daily_totals`, kept on the merchant's own time zone, which
 * `timeZone` must be). Deposits into one's own wallet are not income and are left out.
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
          select day, sum(amount_minor) as amount, sum(count) as count
          from payment_daily_totals
          where merchant_id = ${input.merchantId} and currency = ${input.currency}
            and source_type <> 'deposit' and day between ${first} and ${today}
          group by day
        ) s on s.day = d.day::date
        order by d.day`,
  );
  return rows.map((r) => ({ date: r.date, amountMinor: Number(r.amount), count: Number(r.count) }));
}

/**
 * Captured revenue (net of refunds) and payment count per source type over the same window as
 * {@link incomeByDay}, from the daily totals; deposits included (the service keeps only link types).
 */
export async function revenueBySource(
  db: Db,
  input: { merchantId: string; currency: string; timeZone: string; days: number; now: Date },
) {
  const today = sql`(${input.now}::timestamptz at time zone ${input.timeZone})::date`;
  const rows = await queryRows<{ source_type: string; amount: number | string; count: number | string }>(
    db,
    sql`select source_type, sum(amount_minor) as amount, sum(count) as count
        from payment_daily_totals
        where merchant_id = ${input.merchantId} and currency = ${input.currency}
          and day between (${today} - ${input.days - 1}::int) and ${today}
        group by source_type`,
  );
  return rows.map((r) => ({
    sourceType: r.source_type,
    amountMinor: Number(r.amount),
    count: Number(r.count),
  }));
}

/**
 * Currencies the merchant has received captured payments in (deposits left out), most money (net of
 * refunds) first, from the daily totals.
 */
export async function incomeCurrencies(db: Db, merchantId: string): Promise<string[]> {
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`select currency from payment_daily_totals
        where merchant_id = ${merchantId} and source_type <> 'deposit'
        group by currency having sum(count) > 0 order by sum(amount_minor) desc, currency`,
  );
  return rows.map((r) => r.currency);
}

/** Active payment links (not deleted, unexpired at `now`), newest first, with distinct paying emails (running totals). */
export async function activePaymentLinks(db: Db, merchantId: string, now: Date) {
  return queryRows<{
    id: string;
    product_name: string;
    amount_minor: number | string;
    currency: string;
    created_at: Date | string;
    customers: number | string;
  }>(
    db,
    sql`select l.id, l.product_name, l.amount_minor, l.currency, l.created_at,
               ${sourceTotalSql('payment_link', sql`l.id`, 'payers')} as customers
        from payment_links l
        where l.merchant_id = ${merchantId} and l.deleted_at is null and l.status = 'active'
          and (l.expires_at is null or l.expires_at > ${now})
        order by l.created_at desc`,
  );
}

/** Active donation links (not deleted) with their succeeded donations' count, newest first. */
export async function activeDonationLinks(db: Db, merchantId: string) {
  return queryRows<{
    id: string;
    title: string;
    goal_minor: number | string;
    currency: string;
    created_at: Date | string;
    donations: number | string;
  }>(
    db,
    sql`select l.id, l.title, l.goal_minor, l.currency, l.created_at,
               ${sourceTotalSql('donation_link', sql`l.id`, 'count')} as donations
        from donation_links l
        where l.merchant_id = ${merchantId} and l.deleted_at is null and l.status = 'active'
        order by l.created_at desc`,
  );
}

/** Active catalogues (not deleted) with their paid orders' count and revenue (minor units), newest first. */
export async function activeCatalogues(db: Db, merchantId: string) {
  return queryRows<{
    id: string;
    title: string;
    currency: string;
    created_at: Date | string;
    orders: number | string;
    revenue: number | string;
  }>(
    db,
    sql`select c.id, c.title, c.currency, c.created_at,
               ${sourceTotalSql('catalogue', sql`c.id`, 'count')} as orders,
               ${sourceTotalSql('catalogue', sql`c.id`, 'amount_minor')} as revenue
        from catalogues c
        where c.merchant_id = ${merchantId} and c.deleted_at is null and c.status = 'active'
        order by c.created_at desc`,
  );
}

/** Active subscription links (not deleted) with their live subscribers' count, newest first. */
export async function activeSubscriptionLinks(db: Db, merchantId: string) {
  return queryRows<{
    id: string;
    title: string;
    amount_minor: number | string;
    currency: string;
    created_at: Date | string;
    subscribers: number | string;
  }>(
    db,
    sql`select l.id, l.title, l.amount_minor, l.currency, l.created_at,
               (select count(*) from subscriptions s
                 where s.link_id = l.id and s.status in ('trialing', 'active', 'past_due')) as subscribers
        from subscription_links l
        where l.merchant_id = ${merchantId} and l.deleted_at is null and l.status = 'active'
        order by l.created_at desc`,
  );
}
