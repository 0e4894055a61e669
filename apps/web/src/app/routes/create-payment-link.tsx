/**
 * `/dashboard/create-link/payment-link`: the payment link creator (docs/product.md#dashboard).
 * @module
 */
import { PaymentLinkCreator } from '@/features/links/components/payment-link-creator';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Create a payment link · Malipo</title>
      <PaymentLinkCreator businessName={user.businessName} />
    </>
  );
}
