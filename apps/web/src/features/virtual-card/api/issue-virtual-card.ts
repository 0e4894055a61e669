/**
 * `POST /api/virtual-card` → 201 VirtualCard: issues the user's virtual card, funded by their wallet
 *. 409 `conflict` when they already have one.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { virtualCardSchema, type VirtualCard } from '@malipo/contracts/virtual-cards';
import { ApiError, apiRequest } from '@/lib/api-client';
import { virtualCardQueryOptions } from './get-virtual-card';

/** Issues the virtual card. Throws `ApiError` (409 `conflict` when one exists). */
export async function issueVirtualCard(): Promise<VirtualCard> {
  return virtualCardSchema.parse(await apiRequest<unknown>('/api/virtual-card', { method: 'POST' }));
}

/**
 * Issue mutation: the new card goes into the card query. On a conflict (issued meanwhile, e.g. in
 * another tab) the card query is refetched so the existing card shows.
 */
export function useIssueVirtualCard() {
  const queryClient = useQueryClient();
  const { queryKey } = virtualCardQueryOptions();
  return useMutation({
    mutationFn: issueVirtualCard,
    onSuccess: (card) => queryClient.setQueryData(queryKey, card),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'conflict')
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
