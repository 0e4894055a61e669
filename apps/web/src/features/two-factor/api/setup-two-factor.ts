/**
 * `POST /api/account/two-factor/setup` → `{ otpauthUrl, secret }`: a new pending secret for the
 * authenticator app; 409 `invalid_state` when two-factor sign-in is already on.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupSchema, type TwoFactorSetup } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/** Starts enrolment. Throws `ApiError`. */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return twoFactorSetupSchema.parse(
    await apiRequest<unknown>('/api/account/two-factor/setup', { method: 'POST' }),
  );
}

/** Enrolment's first step. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
