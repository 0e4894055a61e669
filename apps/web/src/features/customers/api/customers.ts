/**
 * `/api/customers` (docs/invoices.md#customers): the list with search, one customer with its recent
 * activity, and create, edit and delete.
 * @module
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Fetches the first page of customers matching `q`, newest first. Throws `ApiError`. */
export async function getCustomers(q: string): Promise<{ data: Customer[]; nextCursor: string | null }> {
  return customerPageSchema.parse(await apiRequest<unknown>(`/api/customers${customerSearch(q)}`));
}

/** The customers matching search text `q` (the previous answer stays shown while a new search loads). */
export function useCustomers(q: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'list', q.trim()],
    queryFn: () => getCustomers(q),
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
