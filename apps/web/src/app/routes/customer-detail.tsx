/**
 * `/dashboard/customers/:customerId`: one customer's contact details, lifetime totals and recent
 * activity (docs/invoices.md#customers).
 * @module
 */
import { useParams } from 'react-router';
import { roleCan } from '@malipo/contracts/roles';
import { CustomerDetailPage } from '@/features/customers/components/customer-detail';
import { InvoiceStatusBadge } from '@/features/invoices/components/invoice-status-badge';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const { customerId = '' } = useParams();
  const user = useDashboardUser();
  return (
    <>
      <title>Customer · Malipo</title>
      <CustomerDetailPage
        key={customerId}
        customerId={customerId}
        canEdit={roleCan(user.role, 'links')}
        renderInvoiceStatus={(status) => <InvoiceStatusBadge status={status} />}
      />
    </>
  );
}
