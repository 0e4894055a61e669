/**
 * `POST /api/auth/login` (docs/product.md#sign-in, docs/product.md#validation): 200 `{ user }`, 401 `invalid_credentials`, 429 `rate_limited`.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type LoginInput, type User } from '@malipo/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** Signs in with email and password and returns the user. Throws `ApiError`. */
export async function login(input: LoginInput): Promise<User> {
  return sessionResponseSchema.parse(
    await apiRequest<unknown>('/api/auth/login', { method: 'POST', body: input }),
  ).user;
}

/** Login mutation; on success the session query holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
