/**
 * `/api/invoices` (docs/invoices.md#api): the list with its outstanding totals, one invoice, draft
 * create/edit/delete and the state actions.
 * @module
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  invoicePageSchema,
  invoiceRevisionSchema,
  invoiceSchema,
  type CreateInvoiceRequest,
  type Invoice,
  type UpdateInvoiceInput,
  type invoiceStatusFilterSchema,
} from '@malipo/contracts/invoices';
import { apiRequest } from '@/lib/api-client';

/** Root query key of every invoice query (mutations invalidate it). */
export const INVOICES_QUERY_KEY = ['invoices'] as const;

/** A list filter: a stored status or `overdue`; `all` for no filter. */
export type InvoiceFilter = z.infer<typeof invoiceStatusFilterSchema> | 'all';

/** A page of invoices with the merchant's outstanding and overdue totals per currency. */
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** Fetches the newest invoices with `filter`, after `cursor` when given. Throws `ApiError`. */
export async function getInvoices(filter: InvoiceFilter, cursor?: string | null): Promise<InvoicePage> {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return invoicePageSchema.parse(await apiRequest<unknown>(`/api/invoices${query}`));
}

/** The newest invoices with `filter`, and the outstanding totals (the previous answer stays while a filter loads). */
export function useInvoices(filter: InvoiceFilter = 'all') {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, 'list', filter],
    queryFn: () => getInvoices(filter),
    placeholderData: keepPreviousData,
  });
}

/**
 * The invoices with `filter`, page after page (`fetchNextPage` while `hasNextPage`: "Load more");
 * the first page carries the outstanding totals. The previous pages stay while a filter loads.
 */
export function useInvoicePages(filter: InvoiceFilter) {
  return useInfiniteQuery({
    queryKey: [...INVOICES_QUERY_KEY, 'pages', filter],
    queryFn: ({ pageParam }) => getInvoices(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** One invoice. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: [...INVOICES_QUERY_KEY, 'detail', id],
    queryFn: async (): Promise<Invoice> =>
      invoiceSchema.parse(await apiRequest<unknown>(`/api/invoices/${encodeURIComponent(id)}`)),
  });
}

function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY });
}

/** Creates a draft (`POST /api/invoices`); 400 `validation_failed` with field messages. */
export function useCreateInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: async (input: CreateInvoiceRequest) =>
      invoiceSchema.parse(await apiRequest<unknown>('/api/invoices', { method: 'POST', body: input })),
    onSuccess: invalidate,
  });
}

/** Edits a draft (`PATCH /api/invoices/:id`). */
export function useUpdateInvoice(id: string) {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: async (input: UpdateInvoiceInput) =>
      invoiceSchema.parse(
        await apiRequest<unknown>(`/api/invoices/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: input,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Deletes a draft. */
export function useDeleteInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/invoices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** A state action of docs/invoices.md#states. */
export type InvoiceAction = 'finalize' | 'void' | 'mark-uncollectible' | 'revise';

/**
 * Runs `action` on an invoice; resolves with the invoice to show next (for `revise`, the new draft).
 * 409 `invalid_state` when the invoice's state does not allow it.
 */
export function useInvoiceAction() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: InvoiceAction }): Promise<Invoice> => {
      const body = await apiRequest<unknown>(`/api/invoices/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
      });
      return action === 'revise' ? invoiceRevisionSchema.parse(body).draft : invoiceSchema.parse(body);
    },
    onSuccess: invalidate,
  });
}
