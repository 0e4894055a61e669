/**
 * The account's team (docs/security.md#team-members): `GET /api/team`, invitations
 * (`POST /api/team/invitations`, `DELETE /api/team/invitations/:id`), members
 * (`PATCH`/`DELETE /api/team/members/:userId`) and `POST /api/team/leave`.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@malipo/contracts/auth';
import type { Role } from '@malipo/contracts/roles';
import { teamSchema, type InviteMemberInput, type Team } from '@malipo/contracts/members';
import { apiRequest } from '@/lib/api-client';

/** Query key of the team. */
export const TEAM_QUERY_KEY = ['team'] as const;

/** Fetches the members and pending invitations. Throws `ApiError`. */
export async function getTeam(): Promise<Team> {
  return teamSchema.parse(await apiRequest<unknown>('/api/team'));
}

/** The account's members and pending invitations. */
export function useTeam() {
  return useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: getTeam });
}

/**
 * Invites `email` with `role`; refreshes the team. Throws `ApiError` (409 `conflict` with
 * `fields.email` for a member already, 403 when a non-owner invites an owner).
 */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) =>
      apiRequest<{ id: string }>('/api/team/invitations', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** Withdraws the pending invitation `id`; refreshes the team. Throws `ApiError`. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/**
 * Gives member `userId` the role `role`; the answer becomes the cached team. Throws `ApiError`
 * (403 `forbidden` when a non-owner touches the owner role, 409 `conflict` for the last owner).
 */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: Role }) =>
      teamSchema.parse(
        await apiRequest<unknown>(`/api/team/members/${encodeURIComponent(userId)}`, {
          method: 'PATCH',
          body: { role },
        }),
      ),
    onSuccess: (team) => queryClient.setQueryData(TEAM_QUERY_KEY, team),
    onError: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** Removes member `userId` from the account; refreshes the team. Throws `ApiError`. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<void>(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/**
 * Leaves the current account. Resolves with the person's user in the account the session moved to,
 * or `null` when they belong to no account any more (the session is over). Throws `ApiError`
 * (409 for the last owner).
 */
export async function leaveTeam(): Promise<User | null> {
  const body = await apiRequest<unknown>('/api/team/leave', { method: 'POST' });
  return body === undefined ? null : sessionResponseSchema.parse(body).user;
}

/** Leave mutation (see {@link leaveTeam}). */
export function useLeaveTeam() {
  return useMutation({ mutationFn: leaveTeam });
}
