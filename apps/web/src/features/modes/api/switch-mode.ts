/**
 * `PUT /api/mode` (docs/providers.md#modes): 200 with the new mode status, or 409
 * `live_mode_unavailable` when the platform has no live provider credentials.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modeStatusSchema, type Mode, type ModeStatus } from '@malipo/contracts/modes';
import { ApiError, apiRequest } from '@/lib/api-client';
import { MODE_QUERY_KEY } from './get-mode';

/** Switches the session to `mode`. Throws `ApiError` (409 `live_mode_unavailable`). */
export async function switchMode(mode: Mode): Promise<ModeStatus> {
  return modeStatusSchema.parse(await apiRequest<unknown>('/api/mode', { method: 'PUT', body: { mode } }));
}

/**
 * Switch mutation. On success the answer becomes the cached mode status and `onSwitched` runs, for
 * the app to drop what it cached in the other mode; a 409 refetches the status, since whether live
 * mode is available has changed since it was read.
 */
export function useSwitchMode({ onSwitched }: { onSwitched: (status: ModeStatus) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMode,
    onSuccess: (status) => {
      queryClient.setQueryData(MODE_QUERY_KEY, status);
      onSwitched(status);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'live_mode_unavailable') {
        void queryClient.invalidateQueries({ queryKey: MODE_QUERY_KEY });
      }
    },
  });
}
