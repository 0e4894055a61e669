/**
 * `GET /api/settings`: branding, time zone and account of the signed-in merchant (docs/product.md#dashboard
 * "Settings", docs/product.md#entities "Invoice settings").
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsSchema, type Settings } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';

/** Query key of the settings (the settings mutations update it). */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** Fetches the merchant's settings. Throws `ApiError`. */
export async function getSettings(): Promise<Settings> {
  return settingsSchema.parse(await apiRequest<unknown>('/api/settings'));
}

/** Query options of the settings. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings });

/** The merchant's settings. */
export function useSettings() {
  return useQuery(settingsQueryOptions());
}
