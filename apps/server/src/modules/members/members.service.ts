/**
 * Team members (docs/security.md#team-members): the owner or an admin invites people by email with a
 * role, changes roles and removes members; only an owner grants, changes or removes the owner role,
 * and the last owner can neither be removed, demoted nor leave. Every change is recorded in the
 * audit log in the transaction that makes it.
 * @module
 */
import type { Role } from '@malipo/contracts/roles';
import type { User } from '@malipo/contracts/auth';
import type { InviteMemberInput, MemberAccount, Team } from '@malipo/contracts/members';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { createInvitations } from './invitations';
import {
  deleteMembership,
  listMembers,
  listPendingInvitations,
  listUserAccounts,
  lockMemberships,
  setSessionAccount,
  updateMemberRole,
} from './members.repo';

const LAST_OWNER = 'An account needs at least one owner. Make someone else an owner first.';
const OWNER_ONLY = 'Only an owner can give, change or take away the owner role.';

/**
 * Creates the members service. `publicUrl` (no trailing slash) starts the invitation links sent by
 * email; `clock` dates memberships, invitations and audit entries.
 */
export function createMemberService({ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string }) {
  const invitations = createInvitations({ db, clock, publicUrl });

  /** The account's members, earliest first, and its pending invitations. */
  const team = async (accountId: string): Promise<Team> => {
    const [members, pending] = await Promise.all([
      listMembers(db, accountId),
      listPendingInvitations(db, accountId, clock.now()),
    ]);
    return {
      members: members.map((m) => ({
        userId: m.userId,
        name: m.name,
        email: m.email,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        twoFactorEnabled: m.twoFactorEnabledAt !== null,
      })),
      invitations: pending.map((i) => ({
        ...i,
        createdAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
      })),
    };
  };

  /**
   * Invites `input.email` to `actor`'s account with `input.role`. Throws `forbidden` (403) when a
   * non-owner invites an owner, `conflict` (409, field `email`) when the person is already a member.
   */
  const invite = async (actor: User, input: InviteMemberInput, auditActor: AuditActor) => {
    if (input.role === 'owner' && actor.role !== 'owner') throw new AppError('forbidden', OWNER_ONLY);
    return invitations.send(actor, input, auditActor);
  };

  /**
   * Changes (`role`) or, with null, ends `userId`'s membership of `actor`'s account, under a lock on
   * the account's memberships. Throws `not_found` (404) for a non-member, `forbidden` (403) when a
   * non-owner touches the owner role, `conflict` (409) when it would leave no owner.
   */
  const changeMembership = async (
    actor: User,
    userId: string,
    role: Role | null,
    auditActor: AuditActor,
  ): Promise<void> => {
    await db.transaction(async (tx) => {
      const members = await lockMemberships(tx, actor.accountId);
      const target = members.find((m) => m.userId === userId);
      if (!target) throw new AppError('not_found', 'Member not found');
      // The actor's role as it stands under the lock, not as their request began.
      const actorRole = members.find((m) => m.userId === actor.id)?.role;
      const touchesOwner = target.role === 'owner' || role === 'owner';
      if (touchesOwner && actorRole !== 'owner') {
        throw new AppError('forbidden', OWNER_ONLY);
      }
      const owners = members.filter((m) => m.role === 'owner').length;
      if (target.role === 'owner' && role !== 'owner' && owners === 1) {
        throw new AppError('conflict', LAST_OWNER);
      }
      if (role) await updateMemberRole(tx, actor.accountId, userId, role);
      else await deleteMembership(tx, actor.accountId, userId);
      const action = role ? 'member.role_changed' : userId === actor.id ? 'member.left' : 'member.removed';
      await recordAudit(tx, clock, auditActor, {
        action,
        target: userId,
        details: role ? { before: target.role, after: role } : { role: target.role },
      });
    });
  };

  /** The accounts `user` belongs to, marking the one the session works in. */
  const accounts = async (user: User): Promise<MemberAccount[]> =>
    (await listUserAccounts(db, user.id)).map((a) => ({ ...a, current: a.accountId === user.accountId }));

  /**
   * Points session `sessionId` of `user` at `accountId`. Throws `not_found` (404) when `user` is not
   * its member.
   */
  const switchAccount = async (user: User, sessionId: string, accountId: string): Promise<void> => {
    const mine = await listUserAccounts(db, user.id);
    if (!mine.some((a) => a.accountId === accountId)) throw new AppError('not_found', 'Account not found');
    await setSessionAccount(db, sessionId, accountId);
  };

  return {
    team,
    accounts,
    switchAccount,
    invite,
    /** Sets `userId`'s role; errors as {@link changeMembership}. */
    changeRole: (actor: User, userId: string, role: Role, auditActor: AuditActor) =>
      changeMembership(actor, userId, role, auditActor),
    /** Removes `userId` (or, with `actor.id`, leaves); errors as {@link changeMembership}. */
    remove: (actor: User, userId: string, auditActor: AuditActor) =>
      changeMembership(actor, userId, null, auditActor),
    revokeInvitation: invitations.revoke,
    previewInvitation: invitations.preview,
    acceptInvitation: invitations.accept,
  };
}

/** The members service's methods, as its routes receive them. */
export type MemberService = ReturnType<typeof createMemberService>;
