/**
 * `GET /api/api-keys`: the merchant's secret API keys (masked), active first, newest first.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListSchema, type ApiKey } from '@malipo/contracts/api-keys';
import { apiRequest } from '@/lib/api-client';

/** Query key of the key list (mutations update it). */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** Fetches the merchant's API keys. Throws `ApiError`. */
export async function getApiKeys(): Promise<ApiKey[]> {
  return apiKeyListSchema.parse(await apiRequest<unknown>('/api/api-keys')).data;
}

/** The merchant's API keys. */
export function useApiKeys() {
  return useQuery(queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: getApiKeys }));
}
