/**
 * `GET /api/links/active`: the merchant's active links of every type, with their real customer counts.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeLinksSchema, type ActiveLinks } from '@malipo/contracts/analytics';
import { apiRequest } from '@/lib/api-client';

/** One active link as the Active Links dialog lists it (amount in minor units). */
export type ActiveLink = ActiveLinks['data'][number];

/** Fetches the merchant's active links. Throws `ApiError`. */
export async function getActiveLinks(): Promise<ActiveLink[]> {
  return activeLinksSchema.parse(await apiRequest<unknown>('/api/links/active')).data;
}

/** Query options of the active links. */
export const activeLinksQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'active-links'], queryFn: getActiveLinks });

/** The merchant's active links (docs/product.md#dashboard Active Links card). */
export function useActiveLinks() {
  return useQuery(activeLinksQueryOptions());
}
