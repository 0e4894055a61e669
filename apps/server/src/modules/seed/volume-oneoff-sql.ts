/**
 * One-off payments of a volume batch (docs/testing.md#volume-data) — payment links, donations and
 * catalogue orders — generated into `volume_payments` by one `INSERT … SELECT` over
 * `generate_series`. Each row picks a time in the batch's share of the run's time line (more
 * recent days busier, `volume-timeline.ts`), a source open then by weight, a time of day
 * (07:00–21:00 in the merchant's time zone), a method by the currency's habits,
 * an outcome with the sandbox's failure codes and messages (`sandbox-provider.ts`,
 * `payment-waits.ts`), a payer, and its ids (prefixed ULIDs carrying its time, `volume-sql.ts`).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { epochMsSql, randomBytesSql, receiptIdSql, ulidSql } from './volume-sql';
import { FIRST_NAMES, LAST_NAMES, SHIPPING_ADDRESSES } from './volume-people';
import type { VolumeBatch } from './volume-plan';
import { MOBILE_SUFFIX_DIGITS } from './volume-profiles';
import { busierShareSql } from './volume-timeline';

/** Chance a payment fails, by method: cards are declined, phones decline or time out, transfers never come. */
export const FAILURE_RATES = { card: 0.06, mobile_money: 0.09, bank_transfer: 0.12 } as const;

const x = (column: string) => sql.raw(`x.${column}`);

/**
 * Stages `count` one-off payments, dated in the batch's `slice` of the run's time line, which
 * covers `coveredMs` ms. Needs the lookup tables (`volume-lookups.ts`) and `volume_payments`;
 * `successCards` is how many succeeding cards `vs_cards` holds.
 */
export async function stageOneOffPayments(
  tx: Db,
  input: { count: number; successCards: number; slice: VolumeBatch['slice']; coveredMs: number },
): Promise<void> {
  const { count, successCards, slice, coveredMs } = input;
  if (count <= 0) return;
  const createdMs = x('created_ms');
  const succeededMs = sql`(${x('created_ms')} + ${x('delay_ms')})`;
  const rnd = x('rnd');
  const digits = sql`lpad(floor(${x('r_phone')} * 1e7)::bigint::text, ${MOBILE_SUFFIX_DIGITS}, '0')`;
  await tx.execute(sql`
    insert into volume_payments (id, merchant_id, source_type, source_id, description, amount_minor,
      currency, status, method_type, card_token, card_brand, card_last4, mobile_provider, mobile_country,
      payer_phone, payer_name, payer_email, failure_code, failure_message, idempotency_scope,
      idempotency_key, created_at, updated_at, succeeded_at, receipt_id,
      charge_scenario, charge_status, charge_decide_at, order_id, shipping_address, line_count,
      line_start, item_count, step_minor)
    -- The derived tables end in \`offset 0\` so their columns are computed once per row, not again
    -- wherever the outer query names them.
    select ${ulidSql('pay', createdMs, rnd, 0)} as id, x.merchant_id, x.source_type, x.source_id,
      x.title,
      case x.source_type
        when 'payment_link' then x.amount_minor
        when 'donation_link' then case when x.r_custom < 0.75 then pr.amount_minor
          else greatest(x.step_minor, floor(exp(ln(x.custom_lo) + x.r_amount * (ln(x.custom_hi) - ln(x.custom_lo))) / x.step_minor)::bigint * x.step_minor) end
        else 0 end,
      x.currency,
      case when x.is_failed then 'failed' else 'succeeded' end,
      x.method, cd.token, cd.brand, cd.last4, nw.provider, nw.country,
      case when x.method <> 'mobile_money' then null
        when x.is_failed then nw.prefix || left(${digits}, 3) || case when x.r_kind < 0.6 then '0002' else '0003' end
        when right(${digits}, 4) in ('0002', '0003') then nw.prefix || left(${digits}, 6) || '1'
        else nw.prefix || ${digits} end,
      case when x.source_type = 'donation_link' and x.r_anon < 0.15 then null else fn.name || ' ' || ln.name end,
      lower(fn.name || '.' || ln.name) || (10 + floor(x.r_num * 90))::int || '@example.com',
      case when not x.is_failed then null
        when x.method = 'card' and x.r_kind < 0.6 then 'card_declined'
        when x.method = 'card' then 'insufficient_funds'
        when x.method = 'mobile_money' and x.r_kind < 0.6 then 'mobile_money_declined'
        when x.method = 'mobile_money' then 'mobile_money_timeout'
        else 'bank_transfer_expired' end,
      case when not x.is_failed then null
        when x.method = 'card' and x.r_kind < 0.6 then 'Your card was declined.'
        when x.method = 'card' then 'Your card has insufficient funds.'
        when x.method = 'mobile_money' and x.r_kind < 0.6 then 'The payment was declined on the phone.'
        when x.method = 'mobile_money' then 'The payment request timed out before it was approved.'
        else 'No transfer arrived before the account expired. Nothing was paid.' end,
      x.source_type || ':' || x.source_id,
      'volume-' || substr(${ulidSql('pay', createdMs, rnd, 0)}, 5),
      to_timestamp(${createdMs} / 1000.0), to_timestamp(${succeededMs} / 1000.0),
      case when not x.is_failed then to_timestamp(${succeededMs} / 1000.0) end,
      ${receiptIdSql(rnd, 24)},
      case x.method when 'card' then cd.kind
        when 'mobile_money' then case when not x.is_failed then 'approve' when x.r_kind < 0.6 then 'decline' else 'no_answer' end
        else 'bank_transfer' end,
      case when not x.is_failed then 'succeeded'
        when x.method = 'card' or (x.method = 'mobile_money' and x.r_kind < 0.6) then 'failed'
        else 'pending' end,
      case x.method when 'mobile_money' then to_timestamp(${succeededMs} / 1000.0)
        when 'bank_transfer' then to_timestamp(${createdMs} / 1000.0) + interval '1 hour' end,
      case when x.source_type = 'catalogue' then ${ulidSql('ord', createdMs, rnd, 48)} end,
      case when x.source_type = 'catalogue' and x.r_anon >= 0.15 then ad.name end,
      case when x.source_type <> 'catalogue' then null
        else least(x.item_count, case when x.r_lines < 0.6 then 1 when x.r_lines < 0.9 then 2 else 3 end) end,
      floor(x.r_start * greatest(x.item_count, 1))::int, x.item_count, x.step_minor
    from (
      select x0.*,
        case when x0.raw_ms between x0.from_ms and x0.to_ms - 60000 then x0.raw_ms
          when x0.raw_ms - 86400000 between x0.from_ms and x0.to_ms - 60000 then x0.raw_ms - 86400000
          when x0.raw_ms + 86400000 between x0.from_ms and x0.to_ms - 60000 then x0.raw_ms + 86400000
          else x0.from_ms + floor(x0.r_tod1 * (x0.to_ms - x0.from_ms - 60000))::bigint end as created_ms,
        x0.r_fail < case x0.method when 'card' then ${FAILURE_RATES.card}::float8
          when 'mobile_money' then ${FAILURE_RATES.mobile_money}::float8 else ${FAILURE_RATES.bank_transfer}::float8 end as is_failed,
        floor(1000 * case
          when x0.method = 'card' then 3 + x0.r_delay * 20
          when x0.method = 'mobile_money' then 20 + x0.r_delay * 100
          when x0.r_fail < ${FAILURE_RATES.bank_transfer}::float8 then 3600 + x0.r_delay * 50
          else 600 + x0.r_delay * 3000 end)::bigint as delay_ms
      from (
      select g.*, s.*, t.*,
        ${epochMsSql(sql`(date_trunc('day', to_timestamp((s.segment_from_ms + g.covered_ms - s.covered_from_ms) / 1000.0) at time zone s.time_zone)
          + make_interval(secs => 25200 + (g.r_tod1 + g.r_tod2) / 2 * 50400)) at time zone s.time_zone`)} as raw_ms
      from (
      select g0.*, ${busierShareSql(sql.raw('g0.r_day'))} * ${coveredMs}::float8 as covered_ms
      from (
        select n, random() as r_src, (${slice.index} + random()) / ${slice.count} as r_day, random() as r_tod1, random() as r_tod2,
          random() as r_method, random() as r_net, random() as r_fail, random() as r_kind, random() as r_amount,
          random() as r_custom, random() as r_num, random() as r_delay, random() as r_phone, random() as r_anon,
          random() as r_lines, random() as r_start, random() as r_first, random() as r_last,
          ${randomBytesSql(4)} as rnd
        from generate_series(1, ${count}) as n
      ) g0
      ) g
      join vs_sources s on g.covered_ms >= s.covered_from_ms and g.covered_ms < s.covered_to_ms
        and g.r_src >= s.lo and g.r_src < s.hi
      cross join lateral (
        select case when g.r_method < s.card_hi then 'card' when g.r_method < s.mobile_hi then 'mobile_money'
          else 'bank_transfer' end as method
      ) t
      offset 0
      ) x0
      offset 0
    ) x
    join vs_first fn on fn.idx = floor(x.r_first * ${FIRST_NAMES.length})::int
    join vs_last ln on ln.idx = floor(x.r_last * ${LAST_NAMES.length})::int
    left join vs_addresses ad on ad.idx = floor(x.r_anon * ${SHIPPING_ADDRESSES.length})::int
    left join vs_presets pr on x.source_type = 'donation_link' and pr.currency = x.currency
      and pr.idx = floor(power(x.r_amount, 1.6) * x.preset_count)::int
    left join vs_networks nw on x.method = 'mobile_money' and nw.currency = x.currency
      and nw.idx = floor(x.r_net * x.network_count)::int
    left join vs_cards cd on x.method = 'card'
      and cd.kind = case when not x.is_failed then 'success' when x.r_kind < 0.6 then 'declined' else 'insufficient_funds' end
      and cd.idx = case when x.is_failed then 0 else floor(x.r_net * ${successCards})::int end`);
}
