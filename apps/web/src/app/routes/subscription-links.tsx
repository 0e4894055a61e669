/**
 * `/dashboard/subscription-links`: the merchant's subscription links with their subscribers and
 * revenue (docs/product.md#dashboard).
 * @module
 */
import { SubscriptionLinksList } from '@/features/links/components/subscription-links-list';

export function Component() {
  return (
    <>
      <title>Subscription Links · Malipo</title>
      <SubscriptionLinksList />
    </>
  );
}
