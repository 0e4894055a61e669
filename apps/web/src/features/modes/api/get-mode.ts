/**
 * `GET /api/mode` (docs/providers.md#modes): the mode the dashboard works in and whether live mode
 * can be switched on.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { modeStatusSchema, type ModeStatus } from '@malipo/contracts/modes';
import { apiRequest } from '@/lib/api-client';

/** Query key of the mode status; a switch writes its answer here. */
export const MODE_QUERY_KEY = ['mode'] as const;

/** Fetches the session's mode status. Throws `ApiError`. */
export async function getModeStatus(): Promise<ModeStatus> {
  return modeStatusSchema.parse(await apiRequest<unknown>('/api/mode'));
}

/** Query options of the mode status. */
export const modeStatusQueryOptions = () =>
  queryOptions({ queryKey: MODE_QUERY_KEY, queryFn: getModeStatus });

/** The mode status query: `data` is `{ mode, liveAvailable, liveUnavailableReason }`. */
export function useModeStatus() {
  return useQuery(modeStatusQueryOptions());
}
