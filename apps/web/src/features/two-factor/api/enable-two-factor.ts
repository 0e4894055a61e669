/**
 * `POST /api/account/two-factor/enable` `{ code }` → `{ recoveryCodes }` (shown once); 400
 * `validation_failed` with `fields.code` for a wrong code.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema, type RecoveryCodes } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { TWO_FACTOR_QUERY_KEY } from './get-two-factor';

/** Turns two-factor sign-in on with a code from the app. Throws `ApiError`. */
export async function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(
    await apiRequest<unknown>('/api/account/two-factor/enable', { method: 'POST', body: { code } }),
  );
}

/**
 * The enable mutation. The state is not refreshed here: the recovery codes are shown first, and
 * the caller refreshes it once the person has saved them.
 */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** Refreshes the two-factor state (after the recovery codes were saved). */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
}
