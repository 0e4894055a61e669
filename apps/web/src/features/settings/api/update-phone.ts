/**
 * `PUT /api/account/phone` `{ phone }` → `{ phone }`: the international number other Malipo users
 * can send money to, stored in E.164; `''` removes it (→ `null`). 409 `conflict` when another
 * account uses it; 400 `validation_failed` with `fields.phone` for a number that is not valid.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Settings } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

const responseSchema = z.object({ phone: z.string().nullable() });

/** Saves (or with `''` removes) the account's phone number; resolves with what is stored. Throws `ApiError`. */
export async function updatePhone(phone: string): Promise<string | null> {
  const body = await apiRequest<unknown>('/api/account/phone', { method: 'PUT', body: { phone } });
  return responseSchema.parse(body).phone;
}

/** Phone mutation; on success the cached settings carry the stored number. */
export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    onSuccess: (phone) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, account: { ...settings.account, phone } } : settings,
      );
    },
  });
}
