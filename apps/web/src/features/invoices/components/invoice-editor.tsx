import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { CreatorPage } from '@/components/creator-page';
import { paths } from '@/config/paths';
import { useInvoice, useUpdateInvoice } from '../api/invoices';
import { invoiceToFormValues, toUpdateInvoiceRequest } from '../lib/invoice-form';
import { InvoiceForm } from './invoice-form';

/** `/dashboard/invoices/:id/edit`: the draft form filled with a draft; issued invoices cannot be edited. */
export function InvoiceEditor({ invoiceId }: { invoiceId: string }) {
  const navigate = useNavigate();
  const invoice = useInvoice(invoiceId);
  const update = useUpdateInvoice(invoiceId);
  const backHref = paths.dashboard.invoice.getHref(invoiceId);
  return (
    <CreatorPage backHref={backHref} title="Edit draft" intro="Change the draft before you finalize it.">
      {invoice.isPending ? (
        <CardListSkeleton label="Loading invoice" />
      ) : invoice.isError ? (
        <CardListError message="We could not load this invoice." onRetry={() => void invoice.refetch()} />
      ) : invoice.data.status !== 'draft' ? (
        <p role="alert" className="text-sm text-slate-600">
          Only drafts can be edited. {invoice.data.number} has been issued.
        </p>
      ) : (
        <InvoiceForm
          defaultValues={invoiceToFormValues(invoice.data)}
          allowNewCustomer={false}
          currencyLocked
          selectedCustomer={invoice.data.customer}
          submitLabel="Save draft"
          cancelHref={backHref}
          errorTitle="The draft could not be saved"
          isPending={update.isPending}
          onSave={(values, onError) =>
            update.mutate(toUpdateInvoiceRequest(values), {
              onSuccess: (saved) => {
                toast.success(`Draft ${saved.number} saved`);
                void navigate(backHref);
              },
              onError,
            })
          }
        />
      )}
    </CreatorPage>
  );
}
