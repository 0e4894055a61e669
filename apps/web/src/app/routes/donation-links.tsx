/**
 * `/dashboard/donation-links`: the merchant's donation links with their progress (spec §2.7).
 * @module
 */
import { DonationLinksList } from '../../features/links/components/donation-links-list';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Donation Links · Malipo</title>
      <DonationLinksList />
    </>
  );
}
