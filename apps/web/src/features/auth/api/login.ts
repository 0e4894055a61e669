/**
 * `POST /api/auth/login` (docs/product.md#sign-in, docs/product.md#validation): 200 `{ user }`, or
 * `{ twoFactorRequired, challenge }` when a code is still needed (docs/security.md#two-factor-sign-in);
 * 401 `invalid_credentials`, 429 `rate_limited`.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@malipo/contracts/auth';
import { loginResponseSchema, type LoginResponse } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** Signs in with email and password: the user, or the challenge of the code step. Throws `ApiError`. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  return loginResponseSchema.parse(
    await apiRequest<unknown>('/api/auth/login', { method: 'POST', body: input }),
  );
}

/** Login mutation; once signed in, the session query holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if ('user' in result) queryClient.setQueryData(SESSION_QUERY_KEY, result.user);
    },
  });
}
