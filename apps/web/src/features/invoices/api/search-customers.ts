/**
 * `GET /api/customers?q=` for the invoice form's customer picker (docs/invoices.md#customers).
 * @module
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerPageSchema, type Customer } from '@malipo/contracts/customers';
import { apiRequest } from '@/lib/api-client';

/** The newest customers whose name, email or phone contains `q` (all when empty). Throws `ApiError`. */
export async function searchCustomers(q: string): Promise<Customer[]> {
  const trimmed = q.trim();
  const query = trimmed ? `?${new URLSearchParams({ q: trimmed }).toString()}` : '';
  return customerPageSchema.parse(await apiRequest<unknown>(`/api/customers${query}`)).data;
}

/** The picker's matches for `q` (the previous matches stay shown while a new search loads). */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: ['invoices', 'customer-search', q.trim()],
    queryFn: () => searchCustomers(q),
    placeholderData: keepPreviousData,
  });
}
