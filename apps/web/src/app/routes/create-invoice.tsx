/**
 * `/dashboard/invoices/new`: the invoice draft form (docs/invoices.md).
 * @module
 */
import { InvoiceCreator } from '@/features/invoices/components/invoice-creator';

export function Component() {
  return (
    <>
      <title>New invoice · Malipo</title>
      <InvoiceCreator />
    </>
  );
}
