/**
 * The methods a payer page offers (docs/providers.md#routing): the server's routing table decides,
 * per merchant mode and page currency, whether a card, which mobile money countries and whether a
 * bank transfer can pay, and the page shows only those — none at all when nothing can pay, so the payer is refused before
 * typing anything.
 * @module
 */
import type { AvailablePaymentMethods } from '@malipo/contracts/payments';
import type { PayMethod } from './checkout-state';

/**
 * The page's methods in the order step 1 shows them: Card, Mobile, then Bank transfer; empty when
 * none can pay.
 */
export function offeredMethods(available: AvailablePaymentMethods): PayMethod[] {
  const methods: PayMethod[] = [];
  if (available.card) methods.push('card');
  if (available.mobileMoneyCountries.length > 0) methods.push('mobile');
  if (available.bankTransfer) methods.push('bank');
  return methods;
}

/** `method` when the page offers it, else `null` (an address or a form naming a method it lacks). */
export function offeredMethodOrNull(
  method: PayMethod | null,
  offered: readonly PayMethod[] | undefined,
): PayMethod | null {
  if (method === null || offered === undefined) return method;
  return offered.includes(method) ? method : null;
}
