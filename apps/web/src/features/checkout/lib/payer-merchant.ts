/**
 * The business name of the merchant whose page the payer is on, for the pieces deep in a payer page
 * that name it (the mobile money prompt, docs/payments.md#mobile-money). The checkout frame provides
 * it; without a frame (the dashboard's card deposit) or before a merchant is known it is `null`.
 * @module
 */
import { createContext, useContext } from 'react';

/** The merchant's business name; the frame sets it from the merchant the page shows. */
export const PayerMerchantNameContext = createContext<string | null>(null);

/** The business name of the merchant of the page being rendered, or `null`. */
export function usePayerMerchantName(): string | null {
  return useContext(PayerMerchantNameContext);
}
