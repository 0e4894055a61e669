/**
 * `POST /api/auth/signup`: 201 `{ user }` (signed in), 409 `email_taken`, 400 `validation_failed` with fields.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SignUpInput, type User } from '@malipo/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** Creates an account (and its merchant) and returns the signed-in user. Throws `ApiError`. */
export async function signUp(input: SignUpInput): Promise<User> {
  return sessionResponseSchema.parse(
    await apiRequest<unknown>('/api/auth/signup', { method: 'POST', body: input }),
  ).user;
}

/** Sign-up mutation; on success the session query holds the new user. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
