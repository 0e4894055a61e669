/**
 * Catalogue orders of a volume batch (docs/testing.md#volume-data, docs/product.md#catalogue-checkout):
 * each staged catalogue payment gets one to three lines of the catalogue's products, one to three of
 * each, frozen at their price; the payment's amount is the lines' total and its description the
 * order's (`orderDescription` in catalogues/order-pricing.ts: `Order: 2 × Smart Watch, 1 × …`).
 * Failed payments keep their order too, as phase 1 of a real payment writes it.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Stages the lines (`volume_lines`) and prices the staged catalogue payments from them. */
export async function stageOrderLines(tx: Db): Promise<void> {
  await tx.execute(sql`
    create temporary table volume_lines on commit drop as
    select l.*, l.unit_price_minor * l.quantity as amount_minor
    from (
      select p.order_id, p.id as payment_id, (k - 1)::int as position, i.item_id, i.name,
        i.price_minor as unit_price_minor,
        case when random() < 0.75 then 1 when random() < 0.7 then 2 else 3 end as quantity
      from volume_payments p
      cross join lateral generate_series(1, p.line_count) as k
      join vs_items i on i.catalogue_id = p.source_id and i.idx = (p.line_start + k - 1) % p.item_count
      where p.source_type = 'catalogue'
    ) l`);
  await tx.execute(sql`
    update volume_payments p set amount_minor = l.total, description = l.description
    from (
      select payment_id, sum(amount_minor)::bigint as total,
        'Order: ' || string_agg(quantity || ' × ' || name, ', ' order by position) as description
      from volume_lines group by payment_id
    ) l
    where l.payment_id = p.id`);
}

/** Writes the staged orders and their lines (after the payments they belong to). */
export async function insertOrders(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into orders (id, merchant_id, catalogue_id, payment_id, total_minor, currency, shipping_address, created_at)
    select order_id, merchant_id, source_id, id, amount_minor, currency, shipping_address, created_at
    from volume_payments where source_type = 'catalogue'
    order by created_at, id`);
  await tx.execute(sql`
    insert into order_lines (order_id, position, item_id, name, unit_price_minor, quantity, amount_minor)
    select order_id, position, item_id, name, unit_price_minor, quantity, amount_minor from volume_lines
    order by order_id, position`);
}
