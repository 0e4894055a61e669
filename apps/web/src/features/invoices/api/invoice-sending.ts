/**
 * Sending invoices and the invoice settings (docs/invoices.md#sending, #numbering, #reminders):
 * `POST /api/invoices/:id/send` and `GET`/`PUT /api/invoice-settings`.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invoiceSchema,
  invoiceSettingsSchema,
  type Invoice,
  type InvoiceSettings,
} from '@malipo/contracts/invoices';
import { apiRequest } from '@/lib/api-client';
import { INVOICES_QUERY_KEY } from './invoices';

const SETTINGS_QUERY_KEY = [...INVOICES_QUERY_KEY, 'settings'] as const;

/**
 * Emails an open invoice to `to`, or its customer's email when `to` is empty; resolves with the
 * invoice (its `sentAt` set). 400 `validation_failed` (field `to`) when there is no address.
 */
export function useSendInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (to: string): Promise<Invoice> =>
      invoiceSchema.parse(
        await apiRequest<unknown>(`/api/invoices/${encodeURIComponent(id)}/send`, {
          method: 'POST',
          body: to.trim() ? { to } : {},
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
  });
}

/** The merchant's invoice numbering and reminder schedule. */
export function useInvoiceSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async () => invoiceSettingsSchema.parse(await apiRequest<unknown>('/api/invoice-settings')),
  });
}

/** Saves the numbering and reminder schedule; 400 `validation_failed` with field messages. */
export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvoiceSettings) =>
      invoiceSettingsSchema.parse(
        await apiRequest<unknown>('/api/invoice-settings', { method: 'PUT', body: input }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });
}
