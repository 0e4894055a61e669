/**
 * `POST /api/api-keys/:id/revoke` → 200 with the revoked key: it stops authenticating at once.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema, type ApiKey } from '@malipo/contracts/api-keys';
import { apiRequest } from '@/lib/api-client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** Revokes key `id`. Throws `ApiError`. */
export async function revokeApiKey(id: string): Promise<ApiKey> {
  return apiKeySchema.parse(
    await apiRequest<unknown>(`/api/api-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' }),
  );
}

/** Revoke mutation; the list is refetched so the revoked key moves below the active ones. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
