/**
 * `/dashboard/payment-links`: the merchant's payment links (spec §2.7).
 * @module
 */
import { PaymentLinksList } from '../../features/links/components/payment-links-list';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Payment Links · Malipo</title>
      <PaymentLinksList />
    </>
  );
}
