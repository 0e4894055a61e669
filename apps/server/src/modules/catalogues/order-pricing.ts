/**
 * Prices an order from the catalogue's own products (docs/product.md#catalogue-checkout,
 * docs/product.md#validation): the server recomputes every price and total, and the browser's
 * figures are only compared with them. Pure: no database. Amounts in minor units of the catalogue's
 * currency.
 * @module
 */
import type { CreateOrderInput, OrderLine } from '@malipo/contracts/catalogues';
import { MAX_AMOUNT_MINOR } from '@malipo/contracts/money';
import { AppError } from '../../lib/app-error';
import type { CatalogueItemRow } from './catalogues.repo';

/**
 * Message of `price_mismatch` (422): the payer's page showed other prices than the catalogue's
 * (docs/product.md#catalogue-checkout).
 */
export const PRICE_MISMATCH_MESSAGE = 'Prices have changed. Review your order.';

/** Longest order description kept on the payment (history, receipts), in characters. */
export const MAX_ORDER_DESCRIPTION_LENGTH = 200;

/** An order priced by the server: its frozen lines and their total, in minor units. */
export interface PricedOrder {
  lines: OrderLine[];
  totalMinor: number;
}

/**
 * Prices `order` against the catalogue's products `items`. Throws, in this order of checks:
 * `validation_failed` (400) with a `lines.{i}.itemId` field for a product not in the catalogue;
 * `item_out_of_stock` (422, "{name} is out of stock"); `price_mismatch` (422) when a line's
 * `unitPriceMinor`, the order's `totalMinor` or its `currency` (when sent) differs from the server's;
 * `validation_failed` (field `totalMinor`) when the total exceeds {@link MAX_AMOUNT_MINOR}.
 */
export function priceOrder(
  order: Pick<CreateOrderInput, 'lines' | 'totalMinor' | 'currency'>,
  catalogue: { currency: string; items: readonly CatalogueItemRow[] },
): PricedOrder {
  const { items } = catalogue;
  const byId = new Map(items.map((item) => [item.id, item]));
  const unknown: Record<string, string> = {};
  order.lines.forEach((line, i) => {
    if (!byId.has(line.itemId)) unknown[`lines.${i}.itemId`] = 'This product is no longer available';
  });
  if (Object.keys(unknown).length > 0) throw new AppError('validation_failed', 'Check your order', unknown);

  const lines = order.lines.map((line): OrderLine => {
    const item = byId.get(line.itemId);
    if (!item) throw new Error('unreachable: checked above');
    if (!item.inStock) throw new AppError('item_out_of_stock', `${item.name} is out of stock`);
    return {
      itemId: item.id,
      name: item.name,
      unitPriceMinor: item.priceMinor,
      quantity: line.quantity,
      amountMinor: item.priceMinor * line.quantity,
    };
  });
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const isPriceChanged = order.lines.some((line, i) => line.unitPriceMinor !== lines[i]?.unitPriceMinor);
  const isCurrencyChanged = order.currency !== undefined && order.currency !== catalogue.currency;
  if (isPriceChanged || isCurrencyChanged || order.totalMinor !== totalMinor)
    throw new AppError('price_mismatch', PRICE_MISMATCH_MESSAGE);
  if (totalMinor > MAX_AMOUNT_MINOR) {
    throw new AppError('validation_failed', 'This order is too large', { totalMinor: 'Amount is too large' });
  }
  return { lines, totalMinor };
}

/**
 * The payment description of an order: "Order: 2 × Tea, 1 × Mug", cut to
 * {@link MAX_ORDER_DESCRIPTION_LENGTH} characters at a line boundary with "and N more".
 */
export function orderDescription(lines: readonly Pick<OrderLine, 'name' | 'quantity'>[]): string {
  const parts = lines.map((line) => `${line.quantity} × ${line.name}`);
  let text = `Order: ${parts.join(', ')}`;
  for (let kept = parts.length - 1; text.length > MAX_ORDER_DESCRIPTION_LENGTH && kept >= 1; kept--) {
    text = `Order: ${parts.slice(0, kept).join(', ')} and ${parts.length - kept} more`;
  }
  if (text.length <= MAX_ORDER_DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, MAX_ORDER_DESCRIPTION_LENGTH - 1)}…`;
}
