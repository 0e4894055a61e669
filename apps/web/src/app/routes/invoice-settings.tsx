/**
 * `/dashboard/invoices/settings`: invoice numbering and the reminder schedule (docs/invoices.md);
 * editable by roles that may change invoices (`links`).
 * @module
 */
import { roleCan } from '@malipo/contracts/roles';
import { InvoiceSettingsPage } from '@/features/invoices/components/invoice-settings-page';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Invoice settings · Malipo</title>
      <InvoiceSettingsPage canEdit={roleCan(user.role, 'links')} />
    </>
  );
}
