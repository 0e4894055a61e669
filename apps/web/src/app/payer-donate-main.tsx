/**
 * The standalone donation page `/donate/{linkId}` ('Support Our Cause'), without the router.
 * @module
 */
import '@/styles/payer-donate.css';
import { DonationPage } from '@/features/donate/components/donation-page';
import { mountPayerRoot } from './payer-root';

/** Renders the donation page of `linkId` into `#root`. */
export function mountDonationPage(linkId: string): void {
  mountPayerRoot(<DonationPage linkId={linkId} />);
}
