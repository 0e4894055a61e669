/**
 * `DELETE /api/settings/logo` → the branding without a logo (payer pages show the initial).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding } from '@malipo/contracts/branding';
import type { Settings } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** Removes the merchant's logo (uploaded or address). Throws `ApiError`. */
export async function removeLogo(): Promise<Branding> {
  return brandingSchema.parse(await apiRequest<unknown>('/api/settings/logo', { method: 'DELETE' }));
}

/** Remove-logo mutation; on success the cached settings have no logo. */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: () => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, branding: { ...settings.branding, logoUrl: null } } : settings,
      );
    },
  });
}
