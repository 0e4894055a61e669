/**
 * What the payer is told when the server refuses an order because the catalogue changed under
 * them (`price_mismatch`, `item_out_of_stock`, both 422; nothing was charged).
 * @module
 */
import type { Translate } from '@malipo/contracts/i18n/translator';
import { ApiError } from '@/lib/api-client';

/**
 * When `error` says the catalogue changed, the same error with a message in the payer's language
 * (`t`) telling them to review the order; `null` otherwise.
 */
export function catalogueChangedError(error: unknown, t: Translate): ApiError | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'price_mismatch':
      return new ApiError(error.status, error.code, t('storefront:cart.pricesChanged'));
    case 'item_out_of_stock':
      return new ApiError(error.status, error.code, t('storefront:cart.outOfStock'));
    default:
      return null;
  }
}
