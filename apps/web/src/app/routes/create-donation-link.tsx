/**
 * `/dashboard/create-link/donation`: the donation link creator (docs/product.md#dashboard).
 * @module
 */
import { DonationLinkCreator } from '@/features/links/components/donation-link-creator';

export function Component() {
  return (
    <>
      <title>Create a donation link · Malipo</title>
      <DonationLinkCreator />
    </>
  );
}
