/**
 * 'Order Confirmed!' and its receipt link, loaded only once an order is paid — or before the page
 * renders when its address names the payment (`storefront-modules.ts`).
 * @module
 */
import { lazyModule } from '@/features/checkout/lib/lazy-module';

/** The order confirmation view. */
export const orderConfirmedModule = lazyModule(() => import('../components/order-confirmed-view'));
