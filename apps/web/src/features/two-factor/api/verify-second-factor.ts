/**
 * `POST /api/account/two-factor/verify` `{ code }` → 204: the session proves a fresh second factor
 * before a sensitive action; 400 `validation_failed` (`fields.code`).
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Proves a current or recovery code to the session. Throws `ApiError`. */
export async function verifySecondFactor(code: string): Promise<void> {
  await apiRequest<void>('/api/account/two-factor/verify', { method: 'POST', body: { code } });
}

/** The verify mutation. */
export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
