/**
 * `DELETE /api/payout-accounts/:id` → 204 (404 `not_found` when it is not the merchant's).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { removeFrom } from '@/lib/list-cache';
import { PAYOUT_ACCOUNTS_QUERY_KEY } from './get-payout-accounts';

/** Removes a payout account. Throws `ApiError`. */
export async function deletePayoutAccount(id: string): Promise<void> {
  await apiRequest<undefined>(`/api/payout-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Remove-account mutation; the account leaves the cached list. */
export function useDeletePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayoutAccount,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<PayoutAccount[]>(PAYOUT_ACCOUNTS_QUERY_KEY, removeFrom(id));
    },
  });
}
