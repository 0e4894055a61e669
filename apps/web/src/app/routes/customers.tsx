/**
 * `/dashboard/customers`: the merchant's customers with search, New customer and Export CSV
 * (docs/invoices.md#customers).
 * @module
 */
import { roleCan } from '@malipo/contracts/roles';
import { CustomersList } from '@/features/customers/components/customers-list';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Customers · Malipo</title>
      <CustomersList canCreate={roleCan(user.role, 'links')} />
    </>
  );
}
