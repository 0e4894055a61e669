/**
 * Placing an order on a catalogue's storefront (docs/product.md#catalogue-checkout): the server
 * prices it from the database ({@link priceOrder}), then takes one payment through the generic
 * {@link PaymentService.pay} whose phase-1 transaction (docs/payments.md#atomic-phases) also writes
 * the order and its frozen lines.
 * Amounts in minor units of the catalogue's currency.
 * @module
 */
import type { CreateOrderInput } from '@malipo/contracts/catalogues';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { StoredResponse } from '../idempotency/idempotency';
import type { PaymentService } from '../payments/payments.service';
import { findPublicCatalogue, listItems } from './catalogues.repo';
import { orderDescription, priceOrder } from './order-pricing';
import { insertOrder } from './orders.repo';

/** Creates the order service; it reads catalogues inside the payment's own transaction, so needs no `db`. */
export function createOrderService({ payments }: { payments: PaymentService }) {
  /**
   * Places and pays an order on catalogue `catalogueId` under `idempotencyKey` (scope
   * `catalogue:{id}`). Throws `not_found`, `link_unavailable` (paused), what {@link priceOrder}
   * throws (`validation_failed`, `item_out_of_stock`, `price_mismatch` — nothing is recorded and the
   * key is released) and what {@link PaymentService.pay} throws. Returns the response to send (201
   * and the payment), replayed for a repeated key (docs/payments.md#idempotency).
   */
  const placeOrder = (input: {
    catalogueId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: CreateOrderInput;
  }): Promise<StoredResponse> =>
    payments.pay({
      scope: `catalogue:${input.catalogueId}`,
      idempotencyKey: input.idempotencyKey,
      fingerprint: input.fingerprint,
      payer: input.body.payer,
      paymentMethod: input.body.paymentMethod,
      returnPath: `/catalogue/${encodeURIComponent(input.catalogueId)}/checkout`,
      resolveSource: async (tx, now) => {
        const found = await findPublicCatalogue(tx, input.catalogueId);
        if (!found) throw new AppError('not_found', 'Catalogue not found');
        const { catalogue } = found;
        if (catalogue.status !== 'active')
          throw new AppError('link_unavailable', 'This catalogue is paused.');
        const priced = priceOrder(input.body, {
          currency: catalogue.currency,
          items: await listItems(tx, [catalogue.id]),
        });
        return {
          merchantId: catalogue.merchantId,
          sourceType: 'catalogue',
          sourceId: catalogue.id,
          description: orderDescription(priced.lines),
          amountMinor: priced.totalMinor,
          currency: catalogue.currency,
          afterInsert: (db, payment) =>
            insertOrder(
              db,
              {
                id: newId('ord'),
                merchantId: catalogue.merchantId,
                catalogueId: catalogue.id,
                paymentId: payment.id,
                totalMinor: priced.totalMinor,
                currency: catalogue.currency,
                shippingAddress: input.body.shippingAddress || null,
                createdAt: now,
              },
              priced.lines,
            ),
        };
      },
    });

  return { placeOrder };
}

/** The order service's methods, as the catalogue routes receive them. */
export type OrderService = ReturnType<typeof createOrderService>;
