/**
 * The storefront's lazily loaded parts (docs/architecture.md#payer-pages): the checkout view, which
 * carries the payment machinery, and the order confirmation. A payer opening the storefront from a
 * QR code downloads them only when needed; a page whose address shows them (the checkout, an order
 * paid without JavaScript, `?payment=`) has them loaded before it renders, on the server and before
 * hydration alike ({@link preloadStorefront}).
 * @module
 */
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { lazyModule } from '@/features/checkout/lib/lazy-module';
import { viewOfPath } from '../hooks/use-storefront-view';
import { orderConfirmedModule } from './order-confirmed-module';

/** The checkout view `/catalogue/{id}/checkout`. */
export const checkoutViewModule = lazyModule(() => import('../components/catalogue-checkout'));

/**
 * Loads what the storefront page of `input` shows at once: the checkout view on
 * `/catalogue/{id}/checkout`, and the confirmation when the address names a payment.
 */
export async function preloadStorefront(input: PayerPageInput): Promise<void> {
  if (input.route.kind !== 'catalogue' || viewOfPath(input.pathname) !== 'checkout') return;
  const hasPayment = new URLSearchParams(input.search).has('payment');
  await Promise.all([checkoutViewModule.load(), hasPayment ? orderConfirmedModule.load() : null]);
}
