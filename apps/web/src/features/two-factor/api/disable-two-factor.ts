/**
 * `POST /api/account/two-factor/disable` `{ code }` → 204; 400 `validation_failed` (`fields.code`),
 * 409 `invalid_state` while the account requires two-factor sign-in.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TWO_FACTOR_QUERY_KEY } from './get-two-factor';

/** Turns two-factor sign-in off with a current or recovery code. Throws `ApiError`. */
export async function disableTwoFactor(code: string): Promise<void> {
  await apiRequest<void>('/api/account/two-factor/disable', { method: 'POST', body: { code } });
}

/** The disable mutation; refreshes the state. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
  });
}
