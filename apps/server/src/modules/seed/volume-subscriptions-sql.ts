/**
 * Subscriptions of a volume batch and their charges (docs/testing.md#volume-data,
 * docs/subscriptions.md#billing): each subscriber starts on a plan (after its trial, if any), pays
 * every cycle with a saved card or mobile money number — the charge engine's payments, under its
 * idempotency key `period-{n}-attempt-1` in scope `subscription:{id}` — until they leave or the
 * window ends. One who is still subscribed is `active`, its next charge a `subscription.charge` job
 * at the period's end, as the charge engine leaves it; one who left is `canceled`. A run draws its
 * subscriptions and their charges once, at most `target` charges; each batch writes the
 * subscriptions that start in its stretch of time and stages the charges dated in it in
 * `volume_payments`.
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { FIRST_NAMES, LAST_NAMES } from './volume-people';
import { MOBILE_SUFFIX_DIGITS } from './volume-profiles';
import { epochMsSql, randomBytesSql, receiptIdSql, ulidSql } from './volume-sql';
import { busierShareSql } from './volume-timeline';

/** Subscriptions drawn per charge wanted: most pay more than one period, so fewer are needed. */
const SUBSCRIPTIONS_PER_CHARGE = 0.6;

/**
 * Draws a run's subscriptions into `volume_run_subs` and their charges into `volume_run_charges`
 * (unlogged tables that last the run: a subscription's charges are written by the batches of their
 * dates, after the batch of its start), at most `target` charges in all, paid until `endMs`. Each row
 * has the `batch` it is written in: the last of `batchStarts` (ms since the epoch, ascending,
 * `volume-timeline.ts`) at or before its time. Starts are spread over each plan's open time, more
 * recent days busier. Needs the lookup tables; `successCards` is how many succeeding cards
 * `vs_cards` holds. Returns how many charges each batch has.
 */
export async function stageRunSubscriptions(
  tx: Db,
  input: { target: number; endMs: number; successCards: number; batchStarts: readonly number[] },
): Promise<number[]> {
  await dropRunSubscriptions(tx);
  const drawn = input.target > 0 ? Math.ceil(input.target * SUBSCRIPTIONS_PER_CHARGE) + 1 : 0;
  const digits = sql.raw(`lpad(floor(g.r_phone * 1e7)::bigint::text, ${MOBILE_SUFFIX_DIGITS}, '0')`);
  const thresholds = sql.raw(`array[${input.batchStarts.slice(1).join(',')}]::bigint[]`);
  await tx.execute(sql`
    create temporary table volume_drawn on commit drop as
    select ${ulidSql('sub', sql.raw('x.start_ms'), sql.raw('x.rnd'), 0)} as id, x.*
    from (
      select g.n, g.r_cancel, g.rnd, p.merchant_id, p.link_id, p.title, p.currency, p.amount_minor,
        p.cycle, p.trial_days, fn.name || ' ' || ln.name as subscriber_name,
        lower(fn.name || '.' || ln.name) || (10 + floor(g.r_num * 90))::int || '@example.com' as subscriber_email,
        case when g.r_method < p.card_share then 'card' else 'mobile_money' end as method,
        cd.token as card_token, cd.brand as card_brand, cd.last4 as card_last4,
        nw.provider as mobile_provider, nw.country as mobile_country,
        nw.prefix || case when right(${digits}, 4) in ('0002', '0003') then left(${digits}, 6) || '1' else ${digits} end as phone,
        floor(p.from_ms + ${busierShareSql(sql.raw('g.r_start'))} * (p.to_ms - p.from_ms))::bigint as start_ms,
        1 + floor(ln(greatest(g.r_churn, 1e-9)) / ln(1 - p.churn))::int as churn_periods
      from (
        select n, random() as r_plan, random() as r_start, random() as r_churn, random() as r_method,
          random() as r_net, random() as r_num, random() as r_phone, random() as r_cancel,
          random() as r_first, random() as r_last, ${randomBytesSql(1)} as rnd
        from generate_series(1, ${drawn}) as n
      ) g
      join vs_plans p on g.r_plan >= p.lo and g.r_plan < p.hi
      join vs_first fn on fn.idx = floor(g.r_first * ${FIRST_NAMES.length})::int
      join vs_last ln on ln.idx = floor(g.r_last * ${LAST_NAMES.length})::int
      -- A subscription keeps its own method's details only, as subscribing saves them.
      left join vs_cards cd on g.r_method < p.card_share
        and cd.kind = 'success' and cd.idx = floor(g.r_net * ${input.successCards})::int
      left join vs_networks nw on g.r_method >= p.card_share
        and nw.currency = p.currency and nw.idx = floor(g.r_net * p.network_count)::int
    ) x`);
  await tx.execute(sql`
    create unlogged table volume_run_charges as
    select c.subscription_id, c.period, c.charge_at,
      width_bucket(${epochMsSql(sql.raw('c.charge_at'))}, ${thresholds}) as batch
    from (
      select d.id as subscription_id, k.period::int as period, k.charge_at,
        row_number() over (order by d.n, k.period) as rank
      from volume_drawn d
      cross join lateral generate_series(
        to_timestamp(d.start_ms / 1000.0) + make_interval(days => d.trial_days),
        to_timestamp(${input.endMs} / 1000.0), d.cycle::interval) with ordinality as k(charge_at, period)
      where k.period <= d.churn_periods
    ) c
    where c.rank <= ${input.target}`);
  await tx.execute(sql`
    create unlogged table volume_run_subs as
    select d.*, c.paid_periods, c.last_charge_at, c.last_charge_at + d.cycle::interval as period_end,
      c.last_charge_at + d.cycle::interval > to_timestamp(${input.endMs} / 1000.0) as is_active,
      width_bucket(d.start_ms, ${thresholds}) as batch
    from volume_drawn d
    join (select subscription_id, max(period) as paid_periods, max(charge_at) as last_charge_at
          from volume_run_charges group by subscription_id) c on c.subscription_id = d.id`);
  const counts = await queryRows<{ batch: number; n: number }>(
    tx,
    sql`select batch, count(*)::int as n from volume_run_charges group by batch`,
  );
  const perBatch = input.batchStarts.map(() => 0);
  for (const { batch, n } of counts) perBatch[Number(batch)] = Number(n);
  return perBatch;
}

/** Drops the run's subscription tables ({@link stageRunSubscriptions}), if they are there. */
export async function dropRunSubscriptions(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists volume_run_subs, volume_run_charges`);
}

/**
 * Stages batch `batch`'s share of the run's subscriptions: those starting in it (`volume_subs`, for
 * {@link insertSubscriptions}) and the charges dated in it, as payments in `volume_payments`.
 * Returns how many charges.
 */
export async function stageBatchSubscriptions(tx: Db, batch: number): Promise<number> {
  await tx.execute(sql`
    create temporary table volume_subs on commit drop as select * from volume_run_subs where batch = ${batch}`);
  await tx.execute(sql`
    create temporary table volume_charges on commit drop as
    select * from volume_run_charges where batch = ${batch}`);
  return stageCharges(tx);
}

/** Stages one succeeded payment per row of `volume_charges`. Returns how many. */
async function stageCharges(tx: Db): Promise<number> {
  const createdMs = sql.raw('c.created_ms');
  const succeededMs = sql.raw('(c.created_ms + c.delay_ms)');
  const rnd = sql.raw('c.rnd');
  await tx.execute(sql`
    insert into volume_payments (id, merchant_id, source_type, source_id, description, amount_minor,
      currency, status, method_type, card_token, card_brand, card_last4, mobile_provider, mobile_country,
      payer_phone, payer_name, payer_email, idempotency_scope, idempotency_key, created_at, updated_at,
      succeeded_at, receipt_id, charge_scenario, charge_status, charge_decide_at,
      step_minor)
    select ${ulidSql('pay', createdMs, rnd, 0)}, s.merchant_id, 'subscription', s.id,
      s.title || ' (period ' || c.period || ')', s.amount_minor, s.currency, 'succeeded', s.method,
      s.card_token, s.card_brand, s.card_last4, s.mobile_provider, s.mobile_country,
      case when s.method = 'mobile_money' then s.phone end, s.subscriber_name, s.subscriber_email,
      'subscription:' || s.id, 'period-' || c.period || '-attempt-1',
      to_timestamp(${createdMs} / 1000.0), to_timestamp(${succeededMs} / 1000.0),
      to_timestamp(${succeededMs} / 1000.0), ${receiptIdSql(rnd, 24)},
      case when s.method = 'card' then 'success' else 'approve' end, 'succeeded',
      case when s.method = 'mobile_money' then to_timestamp(${succeededMs} / 1000.0) end,
      vc.step_minor
    from (
      select v.*, ${epochMsSql(sql.raw('v.charge_at'))} as created_ms,
        floor(1000 * (3 + random() * 60))::bigint as delay_ms, ${randomBytesSql(3)} as rnd
      from volume_charges v
    ) c
    join volume_run_subs s on s.id = c.subscription_id
    join vs_currencies vc on vc.currency = s.currency`);
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from volume_charges`);
  return Number(row?.n ?? 0);
}

/**
 * Writes the staged subscriptions into `subscriptions`, and for each one still active the
 * `subscription.charge` job of its next period at the period's end (`charge-engine.ts`).
 */
export async function insertSubscriptions(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into subscriptions (id, merchant_id, link_id, status, subscriber_name, subscriber_email, locale,
      method_type, card_token, card_brand, card_last4, mobile_provider, mobile_country, phone,
      period_number, current_period_start, current_period_end, next_billing_at, trial_ends_at,
      failed_attempts, canceled_at, created_at, updated_at)
    select id, merchant_id, link_id, case when is_active then 'active' else 'canceled' end,
      subscriber_name, subscriber_email, 'en', method, card_token, card_brand, card_last4,
      mobile_provider, mobile_country, case when method = 'mobile_money' then phone end,
      paid_periods, last_charge_at, period_end, case when is_active then period_end end,
      case when trial_days > 0 then to_timestamp(start_ms / 1000.0) + make_interval(days => trial_days) end,
      0, case when not is_active then last_charge_at + (period_end - last_charge_at) * r_cancel end,
      to_timestamp(start_ms / 1000.0),
      case when is_active then last_charge_at + interval '1 minute'
        else last_charge_at + (period_end - last_charge_at) * r_cancel end
    from volume_subs`);
  await tx.execute(sql`
    insert into jobs (id, kind, payload, status, run_at, attempts, max_attempts, created_at)
    select ${ulidSql('job', epochMsSql(sql.raw('last_charge_at')), sql.raw('rnd'), 8)}, 'subscription.charge',
      jsonb_build_object('subscriptionId', id, 'period', paid_periods + 1, 'attempt', 1),
      'pending', period_end, 0, 10, last_charge_at + interval '1 minute'
    from volume_subs where is_active`);
}
