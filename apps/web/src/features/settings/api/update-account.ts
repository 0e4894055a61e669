/**
 * `PATCH /api/account` `{ name }` → `{ user }` (the `/api/auth/me` shape).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@malipo/contracts/auth';
import type { Settings } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** Renames the signed-in user (1–100 characters). Throws `ApiError`. */
export async function updateAccount(input: { name: string }): Promise<User> {
  const body = await apiRequest<unknown>('/api/account', { method: 'PATCH', body: input });
  return sessionResponseSchema.parse(body).user;
}

/**
 * Rename mutation; on success the cached settings carry the new name. The caller refreshes the
 * session (owned by the auth feature) so the sidebar shows it too.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, account: { ...settings.account, name: user.name } } : settings,
      );
    },
  });
}
