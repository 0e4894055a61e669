/**
 * `/dashboard/invoices/:invoiceId/edit`: the draft form filled with a draft (docs/invoices.md).
 * @module
 */
import { useParams } from 'react-router';
import { InvoiceEditor } from '@/features/invoices/components/invoice-editor';

export function Component() {
  const { invoiceId = '' } = useParams();
  return (
    <>
      <title>Edit invoice · Malipo</title>
      <InvoiceEditor key={invoiceId} invoiceId={invoiceId} />
    </>
  );
}
