/**
 * `PUT /api/settings/time-zone` `{ timeZone }` → 204. History date filters use this zone.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** Saves the merchant's IANA time zone (e.g. `Africa/Kigali`). Throws `ApiError`. */
export async function updateTimeZone(timeZone: string): Promise<void> {
  await apiRequest<void>('/api/settings/time-zone', { method: 'PUT', body: { timeZone } });
}

/** Time zone mutation; on success the cached settings carry the new zone and history is refetched. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (_, timeZone) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, timeZone } : settings,
      );
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
