/**
 * A subscription's standalone self-service page `/subscriptions/{token}`, without the router.
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer-subscribe.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { ManageSubscriptionPage } from '@/features/subscribe/components/manage-subscription-page';

/** The self-service page of `state` (its id is the signed token). */
export function manageSubscriptionPage({ route, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return (
    <ManageSubscriptionPage
      token={route.id}
      initial={page as Parameters<typeof ManageSubscriptionPage>[0]['initial']}
    />
  );
}
