/**
 * The standalone payment link page `/pay/{linkId}`: mounts the checkout without the router.
 * @module
 */
import '@/styles/payer.css';
import { PaymentLinkPage } from '@/features/checkout/components/payment-link-page';
import { mountPayerRoot } from './payer-root';

/** Renders the checkout of `linkId` into `#root`. */
export function mountPayerPage(linkId: string): void {
  mountPayerRoot(<PaymentLinkPage linkId={linkId} />);
}
