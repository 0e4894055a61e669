/**
 * The standalone payment link page `/pay/{linkId}`: the checkout without the router.
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { PaymentLinkPage } from '@/features/checkout/components/payment-link-page';

/** The payment link page of `state`. */
export function paymentLinkPage({ route, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return (
    <PaymentLinkPage linkId={route.id} initial={page as Parameters<typeof PaymentLinkPage>[0]['initial']} />
  );
}
