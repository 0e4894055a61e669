import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CreatorPage } from '@/components/creator-page';
import { paths } from '@/config/paths';
import { useCreateInvoice } from '../api/invoices';
import { emptyInvoiceForm, toCreateInvoiceRequest } from '../lib/invoice-form';
import { InvoiceForm } from './invoice-form';

/** `/dashboard/invoices/new`: the draft form; a saved draft opens its detail page with the server's totals. */
export function InvoiceCreator() {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  return (
    <CreatorPage
      backHref={paths.dashboard.invoices.getHref()}
      title="New invoice"
      intro="Save a draft, check its totals, then finalize it to issue it."
    >
      <InvoiceForm
        defaultValues={emptyInvoiceForm()}
        allowNewCustomer
        submitLabel="Save draft"
        cancelHref={paths.dashboard.invoices.getHref()}
        errorTitle="The draft could not be saved"
        isPending={create.isPending}
        onSave={(values, onError) =>
          create.mutate(toCreateInvoiceRequest(values), {
            onSuccess: (invoice) => {
              toast.success(`Draft ${invoice.number} saved`);
              void navigate(paths.dashboard.invoice.getHref(invoice.id));
            },
            onError,
          })
        }
      />
    </CreatorPage>
  );
}
