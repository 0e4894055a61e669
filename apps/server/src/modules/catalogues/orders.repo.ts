/**
 * Orders and their lines, frozen at the time of sale (docs/product.md#entities). An order is written
 * in the same transaction as the payment that pays it.
 * @module
 */
import { asc, eq } from 'drizzle-orm';
import type { OrderLine } from '@malipo/contracts/catalogues';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

/** An order row (`ord_…`): its catalogue and payment, `totalMinor`, `currency`, `shippingAddress`. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * Inserts an order and its lines (positions follow `lines`' order). Call it in the payment's phase-1
 * transaction, so an order exists only with its payment.
 */
export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  lines: readonly OrderLine[],
): Promise<void> {
  await db.insert(orders).values(order);
  await db
    .insert(orderLines)
    .values(lines.map((line, position) => ({ orderId: order.id, position, ...line })));
}

/** The order paid by `paymentId` with its lines in position order, or undefined. */
export async function findOrderByPayment(
  db: Db,
  paymentId: string,
): Promise<{ order: OrderRow; lines: OrderLine[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  if (!order) return undefined;
  const lines = await db
    .select({
      itemId: orderLines.itemId,
      name: orderLines.name,
      unitPriceMinor: orderLines.unitPriceMinor,
      quantity: orderLines.quantity,
      amountMinor: orderLines.amountMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { order, lines };
}
