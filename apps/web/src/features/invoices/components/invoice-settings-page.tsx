import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useInvoiceSettings } from '../api/invoice-sending';
import { InvoiceSettingsForm } from './invoice-settings-form';

/**
 * The invoice settings screen (docs/product.md#dashboard): back to Invoices, then numbering and
 * reminders once loaded ({@link InvoiceSettingsForm}); editable when `canEdit` (roles with `links`).
 */
export function InvoiceSettingsPage({ canEdit }: { canEdit: boolean }) {
  const settings = useInvoiceSettings();
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.dashboard.invoices.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Invoices
        </Link>
      </Button>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Invoice settings</h1>
        <p className="mt-1 text-slate-500">How invoices are numbered, and when unpaid ones are chased.</p>
      </header>
      {settings.isPending ? (
        <CardListSkeleton label="Loading invoice settings" />
      ) : settings.isError ? (
        <CardListError
          message="We could not load your invoice settings."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <InvoiceSettingsForm settings={settings.data} canEdit={canEdit} />
      )}
    </div>
  );
}
