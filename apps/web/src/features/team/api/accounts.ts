/**
 * The accounts the signed-in person belongs to (docs/security.md#team-members): `GET /api/accounts`
 * and `PUT /api/accounts/current` to switch.
 * @module
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@malipo/contracts/auth';
import { memberAccountListSchema, type MemberAccount } from '@malipo/contracts/members';
import { apiRequest } from '@/lib/api-client';

/** Query key of the person's accounts. */
export const ACCOUNTS_QUERY_KEY = ['accounts'] as const;

/** Fetches the person's accounts. Throws `ApiError`. */
export async function getAccounts(): Promise<MemberAccount[]> {
  return memberAccountListSchema.parse(await apiRequest<unknown>('/api/accounts')).data;
}

/** The accounts the signed-in person belongs to, the current one marked. */
export function useAccounts() {
  return useQuery({ queryKey: ACCOUNTS_QUERY_KEY, queryFn: getAccounts });
}

/** Moves the session to `accountId`; resolves with the user there. Throws `ApiError`. */
export function useSwitchAccount() {
  return useMutation({
    mutationFn: async (accountId: string): Promise<User> =>
      sessionResponseSchema.parse(
        await apiRequest<unknown>('/api/accounts/current', { method: 'PUT', body: { accountId } }),
      ).user,
  });
}
