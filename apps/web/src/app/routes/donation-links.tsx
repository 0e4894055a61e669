/**
 * `/dashboard/donation-links`: the merchant's donation links with their progress (docs/product.md#dashboard).
 * @module
 */
import { DonationLinksList } from '@/features/links/components/donation-links-list';

export function Component() {
  return (
    <>
      <title>Donation Links · Malipo</title>
      <DonationLinksList />
    </>
  );
}
