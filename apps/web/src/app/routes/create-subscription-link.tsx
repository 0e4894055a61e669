/**
 * `/dashboard/create-link/subscription`: the subscription link creator (docs/product.md#dashboard).
 * @module
 */
import { SubscriptionLinkCreator } from '@/features/links/components/subscription-link-creator';

export function Component() {
  return (
    <>
      <title>Create a subscription link · Malipo</title>
      <SubscriptionLinkCreator />
    </>
  );
}
