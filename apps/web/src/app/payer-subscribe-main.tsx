/**
 * The standalone subscribe page `/subscribe/{linkId}`, without the router.
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer-subscribe.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { SubscribePage } from '@/features/subscribe/components/subscribe-page';

/** The subscribe page of `state`. */
export function subscribePage({ route, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return <SubscribePage linkId={route.id} initial={page as Parameters<typeof SubscribePage>[0]['initial']} />;
}
