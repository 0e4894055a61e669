/**
 * `/api/customers` (docs/invoices.md#customers): the list with search, one customer with its recent
 * activity, and create, edit and delete.
 * @module
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  customerDetailSchema,
  customerPageSchema,
  customerSchema,
  type CreateCustomerInput,
  type Customer,
  type CustomerDetail,
  type UpdateCustomerInput,
} from '@malipo/contracts/customers';
import { apiRequest } from '@/lib/api-client';

/** Root query key of every customer query (mutations invalidate it). */
export const CUSTOMERS_QUERY_KEY = ['customers'] as const;

/** Query string of the list and the export for search text `q` (empty for none). */
export function customerSearch(q: string): string {
  const trimmed = q.trim();
  return trimmed ? `?${new URLSearchParams({ q: trimmed }).toString()}` : '';
}

/** Fetches a page of customers matching `q`, newest first, after `cursor` when given. Throws `ApiError`. */
export async function getCustomers(
  q: string,
  cursor?: string | null,
): Promise<{ data: Customer[]; nextCursor: string | null }> {
  const params = new URLSearchParams(customerSearch(q));
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return customerPageSchema.parse(await apiRequest<unknown>(`/api/customers${query}`));
}

/**
 * The customers matching search text `q`, page after page (`fetchNextPage` while `hasNextPage`:
 * "Load more"); the previous answer stays shown while a new search loads.
 */
export function useCustomers(q: string) {
  return useInfiniteQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'list', q.trim()],
    queryFn: ({ pageParam }) => getCustomers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** One customer with its recent payments, invoices and subscriptions. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'detail', id],
    queryFn: async (): Promise<CustomerDetail> =>
      customerDetailSchema.parse(await apiRequest<unknown>(`/api/customers/${encodeURIComponent(id)}`)),
  });
}

/** Creates a customer (`POST /api/customers`); 409 `conflict` names the taken email or phone. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Partial<CreateCustomerInput> & { name: string }) =>
      customerSchema.parse(await apiRequest<unknown>('/api/customers', { method: 'POST', body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  });
}

/** Edits a customer's contact details (`PATCH /api/customers/:id`). */
export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCustomerInput) =>
      customerSchema.parse(
        await apiRequest<unknown>(`/api/customers/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: input,
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  });
}

/** Deletes a customer; 409 `conflict` while invoices name it. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/customers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  });
}
