/**
 * The public invitation page's calls (docs/security.md#team-members):
 * `GET /api/public/invitations/:token` and `POST /api/public/invitations/:token/accept`.
 * @module
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@malipo/contracts/auth';
import {
  invitationPreviewSchema,
  type AcceptInvitationInput,
  type InvitationPreview,
} from '@malipo/contracts/members';
import { apiRequest } from '@/lib/api-client';

/** Fetches what invitation `token` offers. Throws `ApiError` (404 when used, withdrawn or expired). */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  return invitationPreviewSchema.parse(
    await apiRequest<unknown>(`/api/public/invitations/${encodeURIComponent(token)}`),
  );
}

/** The invitation behind `token`; a 404 is not retried. */
export function useInvitation(token: string) {
  return useQuery({ queryKey: ['invitation', token], queryFn: () => getInvitation(token), retry: false });
}

/**
 * Accepts invitation `token` (`{}` when signed in as the invited email, a name and password to
 * create the login otherwise); resolves with the user the session now holds. Throws `ApiError`
 * (403 when signed in as someone else, with a message naming the right email).
 */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: async (input: AcceptInvitationInput): Promise<User> =>
      sessionResponseSchema.parse(
        await apiRequest<unknown>(`/api/public/invitations/${encodeURIComponent(token)}/accept`, {
          method: 'POST',
          body: input,
        }),
      ).user,
  });
}
