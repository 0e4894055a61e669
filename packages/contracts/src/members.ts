/**
 * Team members, invitations and switching between the accounts a person belongs to
 * (docs/security.md#team-members).
 * @module
 */
import { z } from 'zod';
import { signUpInputSchema } from './auth';
import { roleSchema } from './roles';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** A member of the account, as the Team page lists them. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  joinedAt: z.iso.datetime(),
  /** Whether this member has two-factor sign-in on. */
  twoFactorEnabled: z.boolean(),
});
/** A member. */
export type Member = z.infer<typeof memberSchema>;

/** A pending invitation (accepted, revoked and expired ones are not listed). */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
/** A pending invitation. */
export type Invitation = z.infer<typeof invitationSchema>;

/** Body of `GET /api/team`. */
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
/** The account's team. */
export type Team = z.infer<typeof teamSchema>;

/** Body of `POST /api/team/invitations`. */
export const inviteMemberInputSchema = z.object({
  email: signUpInputSchema.shape.email,
  role: roleSchema,
});
/** Invitation input. */
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

/** Body of `PATCH /api/team/members/:userId`. */
export const changeRoleInputSchema = z.object({ role: roleSchema });
/** Role change input. */
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;

/** Body of `GET /api/public/invitations/:token`: what the invitation page shows before accepting. */
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  /** Whether a Malipo user with this email exists (then they sign in to accept). */
  existingUser: z.boolean(),
});
/** An invitation as its page shows it. */
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Body of `POST /api/public/invitations/:token/accept`: nothing when signed in as the invited
 * email; a name and password to create the person's login otherwise.
 */
export const acceptInvitationInputSchema = z.object({
  name: signUpInputSchema.shape.name.optional(),
  password: signUpInputSchema.shape.password.optional(),
});
/** Invitation acceptance input. */
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** One account the signed-in person belongs to, for the account switcher. */
export const memberAccountSchema = z.object({
  accountId: z.string(),
  businessName: z.string(),
  role: roleSchema,
  current: z.boolean(),
});
/** Body of `GET /api/accounts`. */
export const memberAccountListSchema = z.object({ data: z.array(memberAccountSchema) });
/** An account the person belongs to. */
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** Body of `PUT /api/accounts/current`. */
export const switchAccountInputSchema = z.object({ accountId: z.string().min(1).max(64) });
