/**
 * The standalone donation page `/donate/{linkId}`, without the router.
 * The browser and the server renderer (`payer-server.tsx`) both build the page from its
 * {@link PayerPageInput} (docs/architecture.md#payer-pages); without `page` it loads its data itself.
 * @module
 */
import '@/styles/payer-donate.css';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { DonationPage } from '@/features/donate/components/donation-page';

/** The donation page of `state`. */
export function donationPage({ route, page }: PayerPageInput) {
  // The server read `page` from this page's own public API, so it is the component's data type.
  return <DonationPage linkId={route.id} initial={page as Parameters<typeof DonationPage>[0]['initial']} />;
}
