/**
 * `PATCH /api/virtual-card` `{ status: 'frozen' | 'active' }` → VirtualCard: freezes or unfreezes
 * the card. A frozen card is declined everywhere ('This card is frozen. Unfreeze it to pay.').
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { virtualCardSchema, type VirtualCard } from '@malipo/contracts/virtual-cards';
import { apiRequest } from '@/lib/api-client';
import { virtualCardQueryOptions } from './get-virtual-card';

/** A card status the user can set. */
export type VirtualCardStatus = VirtualCard['status'];

/** Sets the card's status; returns the updated card. Throws `ApiError` (404 when there is no card). */
export async function updateVirtualCardStatus(status: VirtualCardStatus): Promise<VirtualCard> {
  const body = await apiRequest<unknown>('/api/virtual-card', { method: 'PATCH', body: { status } });
  return virtualCardSchema.parse(body);
}

/** Freeze/unfreeze mutation; the updated card replaces the cached one. */
export function useUpdateVirtualCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVirtualCardStatus,
    onSuccess: (card) => queryClient.setQueryData(virtualCardQueryOptions().queryKey, card),
  });
}
