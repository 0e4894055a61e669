/**
 * `POST /api/public/invoices/:id/payments` with an `Idempotency-Key` header (docs/invoices.md#payments):
 * same key and body → the stored answer is replayed, so retries never pay twice.
 * @module
 */
import type { PayInvoiceRequest } from '@malipo/contracts/invoice-payments';
import type { PublicPayment } from '@malipo/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Pays an invoice. Resolves with the payment (any state); throws `ApiError` on 4xx/5xx or no answer. */
export function payInvoice(
  invoiceId: string,
  body: PayInvoiceRequest,
  idempotencyKey: string,
): Promise<PublicPayment> {
  return apiRequest<PublicPayment>(`/api/public/invoices/${encodeURIComponent(invoiceId)}/payments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
