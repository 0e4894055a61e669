/**
 * `POST /api/payout-accounts` `{ bankName, accountName, accountNumber }` → 201 payout account
 * (400 `validation_failed` with `fields` keyed like the body).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payoutAccountSchema,
  type CreatePayoutAccountRequest,
  type PayoutAccount,
} from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { PAYOUT_ACCOUNTS_QUERY_KEY } from './get-payout-accounts';

/** Adds a bank account to withdraw to. Throws `ApiError`. */
export async function createPayoutAccount(request: CreatePayoutAccountRequest): Promise<PayoutAccount> {
  const body = await apiRequest<unknown>('/api/payout-accounts', { method: 'POST', body: request });
  return payoutAccountSchema.parse(body);
}

/** Add-account mutation; the new account goes to the end of the cached list (the server's order). */
export function useCreatePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutAccount,
    onSuccess: (account) => {
      queryClient.setQueryData<PayoutAccount[]>(PAYOUT_ACCOUNTS_QUERY_KEY, (list) =>
        list ? [...list, account] : list,
      );
      void queryClient.invalidateQueries({ queryKey: PAYOUT_ACCOUNTS_QUERY_KEY });
    },
  });
}
