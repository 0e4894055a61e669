/**
 * `POST /api/account/password` `{ currentPassword, newPassword }` → 204; a wrong current password
 * answers 400 `validation_failed` with `fields.currentPassword`.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordInputSchema } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';

/** Body of the password change. */
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** Changes the signed-in user's password. Throws `ApiError`. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest<void>('/api/account/password', { method: 'POST', body: input });
}

/** Password change mutation. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
