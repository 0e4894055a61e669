/**
 * `/dashboard/invoices/:invoiceId`: one invoice with its lines, totals and the actions its state
 * allows (docs/invoices.md#states), Send and share; actions and sending show for roles that may
 * change invoices (`links`).
 * @module
 */
import { useParams } from 'react-router';
import { roleCan } from '@malipo/contracts/roles';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const { invoiceId = '' } = useParams();
  const user = useDashboardUser();
  return (
    <>
      <title>Invoice · Malipo</title>
      <InvoiceDetail
        key={invoiceId}
        invoiceId={invoiceId}
        canEdit={roleCan(user.role, 'links')}
        businessName={user.businessName}
      />
    </>
  );
}
