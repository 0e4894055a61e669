/**
 * The standalone subscribe page `/subscribe/{linkId}` ('Subscribe to Our Service'), without the router.
 * @module
 */
import '@/styles/payer-subscribe.css';
import { SubscribePage } from '@/features/subscribe/components/subscribe-page';
import { mountPayerRoot } from './payer-root';

/** Renders the subscribe page of `linkId` into `#root`. */
export function mountSubscribePage(linkId: string): void {
  mountPayerRoot(<SubscribePage linkId={linkId} />);
}
