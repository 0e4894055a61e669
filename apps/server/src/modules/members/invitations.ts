/**
 * Invitations to join an account (docs/security.md#team-members): a random 256-bit token sent by
 * email through the outbox (only its SHA-256 is stored), valid {@link INVITATION_TTL_DAYS} days and
 * used at most once. The invited person accepts signed in as the invited email, or — when no Malipo
 * user has that email — by choosing a name and password, which creates their login (and, as every
 * sign-up does, their own account) and joins them in one transaction.
 * @module
 */
import type { User } from '@malipo/contracts/auth';
import {
  INVITATION_TTL_DAYS,
  type AcceptInvitationInput,
  type InvitationPreview,
  type InviteMemberInput,
} from '@malipo/contracts/members';
import { ROLE_LABELS } from '@malipo/contracts/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { newToken, tokenHash } from '../../lib/tokens';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { findUserByEmail, insertAccount } from '../auth/auth.repo';
import { hashPassword } from '../auth/passwords';
import { queueEmail } from '../notifications/outbox';
import {
  claimInvitation,
  findPendingInvitation,
  insertInvitation,
  insertMembership,
  listMembers,
  revokeInvitation,
} from './members.repo';

const DAY_MS = 24 * 60 * 60_000;
const INVALID = 'This invitation link is not valid: it was used, withdrawn or has expired.';

/** Creates the invitation flows; `publicUrl` (no trailing slash) starts the links sent. */
export function createInvitations({ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string }) {
  const pending = async (token: string) => {
    const row = await findPendingInvitation(db, tokenHash(token), clock.now());
    if (!row) throw new AppError('not_found', INVALID);
    return row;
  };

  /**
   * Stores an invitation of `input.email` as `input.role` to `actor`'s account (replacing a pending
   * one for the same email) and queues its email, in one transaction. Returns the invitation id.
   * Throws `conflict` (409, field `email`) when the person already is a member.
   */
  const send = async (actor: User, input: InviteMemberInput, auditActor: AuditActor) => {
    const members = await listMembers(db, actor.accountId);
    if (members.some((m) => m.email === input.email)) {
      const message = 'This person is already a member of the team';
      throw new AppError('conflict', message, { email: message });
    }
    const token = newToken();
    const now = clock.now();
    const id = newId('invt');
    await db.transaction(async (tx) => {
      await insertInvitation(tx, {
        id,
        accountId: actor.accountId,
        email: input.email,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      });
      await queueEmail(
        tx,
        {
          merchantId: actor.accountId,
          kind: 'team_invitation',
          to: input.email,
          subject: `${actor.name} invited you to ${actor.businessName} on Malipo`,
          body: [
            `${actor.name} invited you to join ${actor.businessName} on Malipo as ${ROLE_LABELS[input.role]}.`,
            '',
            `Accept the invitation: ${publicUrl}/invite/${token}`,
            '',
            `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect it, ignore this email.`,
          ].join('\n'),
        },
        now,
      );
      await recordAudit(tx, clock, auditActor, {
        action: 'member.invited',
        target: input.email,
        details: { role: input.role, invitationId: id },
      });
    });
    return id;
  };

  /** Withdraws pending invitation `id` of `actor`'s account. Throws `not_found` when there is none. */
  const revoke = async (actor: User, id: string, auditActor: AuditActor) => {
    await db.transaction(async (tx) => {
      if (!(await revokeInvitation(tx, actor.accountId, id, clock.now()))) {
        throw new AppError('not_found', 'Invitation not found');
      }
      await recordAudit(tx, clock, auditActor, { action: 'member.invitation_revoked', target: id });
    });
  };

  /** What the invitation page shows for `token`. Throws `not_found` when it is not pending. */
  const preview = async (token: string): Promise<InvitationPreview> => {
    const row = await pending(token);
    return {
      businessName: row.businessName,
      email: row.invitation.email,
      role: row.invitation.role,
      invitedBy: row.invitedBy,
      existingUser: (await findUserByEmail(db, row.invitation.email)) !== undefined,
    };
  };

  /**
   * Accepts the invitation of `token` for `signedIn` (who must be the invited email), or creates the
   * invited person's login from `input`. Returns who joined which account. Throws `not_found` (404)
   * when the invitation is not pending, `forbidden` (403) when signed in as someone else,
   * `conflict` (409) when a user with the email exists but is not signed in, `validation_failed`
   * (400, fields `name`/`password`) when a new person leaves them out.
   */
  const accept = async (
    token: string,
    input: AcceptInvitationInput,
    signedIn: User | null,
    ip: string | null,
  ): Promise<{ userId: string; accountId: string }> => {
    const { invitation } = await pending(token);
    const email = invitation.email;
    let newLogin: { name: string; passwordHash: string } | null = null;
    if (signedIn) {
      if (signedIn.email !== email) {
        throw new AppError('forbidden', `This invitation is for ${email}. Sign in as ${email} to accept it.`);
      }
    } else if (await findUserByEmail(db, email)) {
      throw new AppError('conflict', `Sign in as ${email} to accept this invitation.`);
    } else {
      if (!input.name || !input.password) {
        throw new AppError('validation_failed', 'Choose your name and a password', {
          ...(input.name ? {} : { name: 'Name is required' }),
          ...(input.password ? {} : { password: 'Password is required' }),
        });
      }
      newLogin = { name: input.name, passwordHash: await hashPassword(input.password) };
    }
    const now = clock.now();
    const userId = await db.transaction(async (tx) => {
      if (!(await claimInvitation(tx, invitation.id, now))) throw new AppError('not_found', INVALID);
      const joining =
        signedIn?.id ?? (newLogin && (await insertAccount(tx, { ...newLogin, email, now }))?.userId);
      if (!joining) throw new AppError('conflict', `Sign in as ${email} to accept this invitation.`);
      await insertMembership(tx, {
        accountId: invitation.accountId,
        userId: joining,
        role: invitation.role,
        createdAt: now,
      });
      await recordAudit(
        tx,
        clock,
        { accountId: invitation.accountId, merchantId: null, userId: joining, email, ip },
        {
          action: 'member.joined',
          target: email,
          details: { role: invitation.role, invitationId: invitation.id },
        },
      );
      return joining;
    });
    return { userId, accountId: invitation.accountId };
  };

  return { send, revoke, preview, accept };
}
