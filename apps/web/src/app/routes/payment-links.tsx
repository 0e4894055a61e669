/**
 * `/dashboard/payment-links`: the merchant's payment links (docs/product.md#dashboard).
 * @module
 */
import { PaymentLinksList } from '@/features/links/components/payment-links-list';

export function Component() {
  return (
    <>
      <title>Payment Links · Malipo</title>
      <PaymentLinksList />
    </>
  );
}
