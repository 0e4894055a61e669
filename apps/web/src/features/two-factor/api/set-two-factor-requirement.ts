/**
 * `PUT /api/account/two-factor/requirement` `{ required }` → the state: owners only (403
 * `forbidden`), with their own two-factor sign-in on (409 `invalid_state`).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorStatusSchema, type TwoFactorStatus } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { TWO_FACTOR_QUERY_KEY } from './get-two-factor';

/** Sets whether every member needs two-factor sign-in. Throws `ApiError`. */
export async function setTwoFactorRequirement(required: boolean): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(
    await apiRequest<unknown>('/api/account/two-factor/requirement', { method: 'PUT', body: { required } }),
  );
}

/** The requirement mutation; the answer becomes the state. */
export function useSetTwoFactorRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorRequirement,
    onSuccess: (status) => queryClient.setQueryData(TWO_FACTOR_QUERY_KEY, status),
  });
}
