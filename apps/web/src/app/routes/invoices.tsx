/**
 * `/dashboard/invoices`: the merchant's invoices with the outstanding and overdue totals
 * (docs/invoices.md). New invoice shows for roles that may create (`links`).
 * @module
 */
import { roleCan } from '@malipo/contracts/roles';
import { InvoicesList } from '@/features/invoices/components/invoices-list';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Invoices · Malipo</title>
      <InvoicesList canCreate={roleCan(user.role, 'links')} />
    </>
  );
}
