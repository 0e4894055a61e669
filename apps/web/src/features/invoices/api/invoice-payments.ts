/**
 * `GET /api/invoices/:id/payments` (docs/invoices.md#payments): the payments made for one invoice,
 * in any state, oldest first.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { invoicePaymentListSchema, type InvoicePayment } from '@malipo/contracts/invoice-payments';
import { apiRequest } from '@/lib/api-client';
import { INVOICES_QUERY_KEY } from './invoices';

/** Fetches invoice `invoiceId`'s payments. Throws `ApiError`. */
export async function getInvoicePayments(invoiceId: string): Promise<InvoicePayment[]> {
  const body = await apiRequest<unknown>(`/api/invoices/${encodeURIComponent(invoiceId)}/payments`);
  return invoicePaymentListSchema.parse(body).data;
}

/** Invoice `invoiceId`'s payments, read again with the invoice (same root key). */
export function useInvoicePayments(invoiceId: string) {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, invoiceId, 'payments'],
    queryFn: () => getInvoicePayments(invoiceId),
  });
}
