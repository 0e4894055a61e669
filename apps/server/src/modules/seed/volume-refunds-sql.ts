/**
 * Refunds of a volume batch (docs/testing.md#volume-data, docs/refunds.md#rules): a few succeeded
 * card and mobile money payments (never bank transfers, docs/refunds.md#rules) are refunded an hour
 * to five days later, in full or half, and the payment becomes `refunded` or `partially_refunded`.
 * A few card refunds fail at the card provider (`refund_not_possible`) and are reversed; the payment
 * then stays `succeeded`. The sandbox's records follow `sandbox-provider.ts` and
 * `refunds.service.ts`: a card refund is a `refund` charge under the refund's id, a mobile money
 * refund a payout to the payer's number.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxChargeIdSql } from '../sandbox/sandbox-charge-ids';
import { REFUND_REASONS } from './volume-people';
import { epochMsSql, randomBytesSql, ulidSql } from './volume-sql';

/** Chance a succeeded card or mobile money payment is refunded. */
export const REFUND_RATE = 0.03;
/** Chance a card refund fails at the provider. */
export const CARD_REFUND_FAILURE_RATE = 0.05;

/**
 * Stages refunds (`volume_refunds`) of staged payments — about {@link REFUND_RATE} of those that
 * can be, and at least one — none settling later than `latestMs` (ms since the epoch), and moves the
 * refunded payments' status and `updated_at` accordingly.
 */
export async function stageRefunds(tx: Db, latestMs: number): Promise<void> {
  const createdMs = sql.raw('r.created_ms');
  const updatedMs = sql.raw('r.updated_ms');
  const rnd = sql.raw('r.rnd');
  const reasons = REFUND_REASONS.map((reason) => (reason === null ? sql`null` : sql`${reason}`));
  await tx.execute(sql`
    create temporary table volume_refunds on commit drop as
    select ${ulidSql('re', createdMs, rnd, 0)} as id, r.payment_id, r.merchant_id, r.amount_minor, r.currency,
      r.status, r.method_type, (array[${sql.join(reasons, sql`, `)}]::text[])[1 + floor(r.r_reason * ${REFUND_REASONS.length})::int] as reason,
      to_timestamp(${createdMs} / 1000.0) as created_at, to_timestamp(${updatedMs} / 1000.0) as updated_at,
      ${ulidSql('ltx', createdMs, rnd, 8)} as ltx_id, ${ulidSql('ltx', updatedMs, rnd, 16)} as reversal_ltx_id,
      ${ulidSql('sbx_po', createdMs, rnd, 32)} as provider_payout_id
    from (
      select u.*, row_number() over (order by u.r_pick) as pick_rank
      from (
        select q.*, q.created_ms + case when q.method_type = 'card' then 2000 else 30000 + floor(q.r_settle * 60000)::bigint end as updated_ms
        from (
          select p.id as payment_id, p.merchant_id, p.currency, p.method_type,
            ${epochMsSql(sql.raw('p.succeeded_at'))} + 3600000 + floor(p.r_delay * 5 * 86400000)::bigint as created_ms,
            case when p.r_full < 0.7 or floor(p.amount_minor / 2.0 / p.step_minor) < 1 then p.amount_minor
              else floor(p.amount_minor / 2.0 / p.step_minor)::bigint * p.step_minor end as amount_minor,
            case when p.method_type = 'card' and p.r_fail < ${CARD_REFUND_FAILURE_RATE}::float8 then 'failed' else 'succeeded' end as status,
            p.r_pick, p.r_reason, p.r_settle, p.rnd
          from (
            select v.*, random() as r_pick, random() as r_delay, random() as r_full, random() as r_fail,
              random() as r_reason, random() as r_settle, ${randomBytesSql(3)} as rnd
            from volume_payments v
            where v.status = 'succeeded' and v.method_type in ('card', 'mobile_money')
          ) p
          offset 0
        ) q
      ) u
      where u.updated_ms < ${latestMs}
      offset 0
    ) r
    -- Every batch refunds at least one payment when it can, so even a small history shows a refund.
    where r.r_pick < ${REFUND_RATE}::float8 or r.pick_rank = 1`);
  await tx.execute(sql`
    update volume_payments p
    set status = case when r.amount_minor >= p.amount_minor then 'refunded' else 'partially_refunded' end,
      updated_at = r.updated_at
    from volume_refunds r
    where r.payment_id = p.id and r.status = 'succeeded'`);
}

/**
 * Writes the staged refunds, and the sandbox's side of them: a card refund that succeeded is a
 * `refund` charge (its `provider_refund_id`) if made since `sandboxKeptFrom` (older ones the
 * retention has deleted), a mobile money refund a payout to the payer.
 */
export async function insertRefunds(tx: Db, sandboxKeptFrom: Date): Promise<void> {
  await tx.execute(sql`
    insert into refunds (id, merchant_id, payment_id, amount_minor, currency, status, reason, method_type,
      provider_refund_id, failure_code, failure_message, provider_requested_at, created_at, updated_at)
    select id, merchant_id, payment_id, amount_minor, currency, status, reason, method_type,
      case when method_type = 'card' and status = 'succeeded' then ${sandboxChargeIdSql(sql.raw('id'))} end,
      case when status = 'failed' then 'refund_not_possible' end,
      case when status = 'failed' then 'The card provider could not refund this charge.' end,
      case when method_type = 'card' then created_at end, created_at, updated_at
    from volume_refunds
    order by created_at, id`);
  await tx.execute(sql`
    insert into sandbox_charges (reference, method, amount_minor, currency, status, scenario, created_at)
    select id, 'card', amount_minor, currency, 'succeeded', 'refund', updated_at
    from volume_refunds where method_type = 'card' and status = 'succeeded' and updated_at >= ${sandboxKeptFrom}
    order by updated_at, id`);
  await tx.execute(sql`
    insert into sandbox_payouts (id, reference, amount_minor, currency, scenario, decide_at, created_at)
    select provider_payout_id, id, amount_minor, currency, 'pay', updated_at, created_at
    from volume_refunds where method_type = 'mobile_money'
    order by created_at, id`);
}
