/**
 * `POST /api/account/two-factor/recovery-codes` `{ code }` → `{ recoveryCodes }`: ten new codes
 * replacing the old; 400 `validation_failed` (`fields.code`).
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { recoveryCodesSchema, type RecoveryCodes } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/** Replaces the recovery codes. Throws `ApiError`. */
export async function regenerateRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(
    await apiRequest<unknown>('/api/account/two-factor/recovery-codes', { method: 'POST', body: { code } }),
  );
}

/** The regeneration mutation (the caller refreshes the state once the codes are saved). */
export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
