/**
 * `POST /api/auth/login/two-factor` `{ challenge, code }` (docs/security.md#two-factor-sign-in):
 * 200 `{ user }`; 401 `invalid_credentials` with `fields.code` (wrong code) or `fields.challenge`
 * (expired: sign in again); 429 `rate_limited`.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@malipo/contracts/auth';
import type { LoginTwoFactorInput } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** Answers the sign-in's code step; returns the signed-in user. Throws `ApiError`. */
export async function loginTwoFactor(input: LoginTwoFactorInput): Promise<User> {
  return sessionResponseSchema.parse(
    await apiRequest<unknown>('/api/auth/login/two-factor', { method: 'POST', body: input }),
  ).user;
}

/** The code step's mutation; on success the session query holds the user. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
