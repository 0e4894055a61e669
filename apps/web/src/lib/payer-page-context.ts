/**
 * The payer page's own state — its address, the payment its address names, a refused form post and
 * the form key (docs/architecture.md#payer-pages) — for the payer-page pieces deep in the page that
 * make its forms work without JavaScript. Absent outside payer pages (the wallet's card deposit).
 * @module
 */
import { createContext, useContext } from 'react';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';

/** Provided around every payer page (`app/payer-pages.tsx`). */
export const PayerPageContext = createContext<PayerPageInput | null>(null);

/** The payer page's state, or `null` outside a payer page. */
export function usePayerPage(): PayerPageInput | null {
  return useContext(PayerPageContext);
}

/** A query parameter of the payer page's address, or `null`. */
export function payerPageParam(page: PayerPageInput | null, name: string): string | null {
  return page ? new URLSearchParams(page.search).get(name) : null;
}
