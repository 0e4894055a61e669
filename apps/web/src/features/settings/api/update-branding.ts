/**
 * `PUT /api/settings/branding` → the saved branding; 400 `validation_failed` with field messages.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding } from '@malipo/contracts/branding';
import type { Settings, UpdateBrandingInput } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** Saves business name, logo address and colours (`#RRGGBB`). Throws `ApiError`. */
export async function updateBranding(input: UpdateBrandingInput): Promise<Branding> {
  return brandingSchema.parse(
    await apiRequest<unknown>('/api/settings/branding', { method: 'PUT', body: input }),
  );
}

/** Branding mutation; on success the cached settings carry the saved branding. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranding,
    onSuccess: (branding) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, branding } : settings,
      );
    },
  });
}
