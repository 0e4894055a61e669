/**
 * What the payer is told when the server refuses an order because the catalogue changed under
 * them (`price_mismatch`, `item_out_of_stock`, both 422; nothing was charged).
 * @module
 */
import { ApiError } from '@/lib/api-client';

/** Shown when the prices the payer saw are no longer the catalogue's. */
export const PRICES_CHANGED_MESSAGE = 'Prices have changed. Review your order.';
/** Shown when a product in the cart sold out. */
export const OUT_OF_STOCK_MESSAGE = 'Some items are no longer in stock. Review your order.';

/**
 * When `error` says the catalogue changed, the same error with a message telling the payer to
 * review the order; `null` otherwise.
 */
export function catalogueChangedError(error: unknown): ApiError | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'price_mismatch':
      return new ApiError(error.status, error.code, PRICES_CHANGED_MESSAGE);
    case 'item_out_of_stock':
      return new ApiError(error.status, error.code, OUT_OF_STOCK_MESSAGE);
    default:
      return null;
  }
}
