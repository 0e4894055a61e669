/**
 * The standalone self-service page `/subscriptions/{token}`, without the router: the payer sees and
 * cancels their subscription through its signed link.
 * @module
 */
import '@/styles/payer-subscribe.css';
import { ManageSubscriptionPage } from '@/features/subscribe/components/manage-subscription-page';
import { mountPayerRoot } from './payer-root';

/** Renders the self-service page of `token` into `#root`. */
export function mountManageSubscriptionPage(token: string): void {
  mountPayerRoot(<ManageSubscriptionPage token={token} />);
}
