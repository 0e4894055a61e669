/**
 * `GET /api/virtual-card` → `{ card: VirtualCard | null }`: the signed-in user's virtual card,
 * masked (holder, brand, last 4, masked number, expiry, status, bank name; docs/product.md#entities), or null before
 * one is issued. The full number never comes through here (see `reveal-virtual-card.ts`).
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { virtualCardResponseSchema, type VirtualCard } from '@malipo/contracts/virtual-cards';
import { apiRequest } from '@/lib/api-client';

/** Fetches the user's virtual card (null when none). Throws `ApiError`. */
export async function getVirtualCard(): Promise<VirtualCard | null> {
  return virtualCardResponseSchema.parse(await apiRequest<unknown>('/api/virtual-card')).card;
}

/** Query options of the virtual card. */
export const virtualCardQueryOptions = () =>
  queryOptions({ queryKey: ['virtual-card'], queryFn: getVirtualCard });

/** The user's virtual card: `data` is null when none has been issued. */
export function useVirtualCard() {
  return useQuery(virtualCardQueryOptions());
}
