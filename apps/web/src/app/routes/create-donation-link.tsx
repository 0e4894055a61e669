/**
 * `/dashboard/create-link/donation`: the donation link creator (spec §2.7).
 * @module
 */
import { DonationLinkCreator } from '../../features/links/components/donation-link-creator';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Create a donation link · Malipo</title>
      <DonationLinkCreator />
    </>
  );
}
