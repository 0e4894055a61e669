/**
 * `POST /api/api-keys` → 201 with the key and, this once, its full secret (`sk_test_…` in test mode, `sk_live_…` in live mode).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdApiKeySchema,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@malipo/contracts/api-keys';
import { apiRequest } from '@/lib/api-client';
import { prependTo } from '@/lib/list-cache';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** Creates a key. Throws `ApiError` (400 with `fields.name` when the name is refused). */
export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(
    await apiRequest<unknown>('/api/api-keys', { method: 'POST', body: input }),
  );
}

/** Create mutation; the new key (without its secret, which is never cached) goes to the front of the list. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: ({ secret: _secret, ...key }) => {
      queryClient.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, prependTo(key));
    },
  });
}
