import { useState } from 'react';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { toast } from 'sonner';
import { UserIcon } from 'lucide-react';
import type { User } from '@malipo/contracts/auth';
import type { Invitation, Member } from '@malipo/contracts/members';
import { ROLES, ROLE_LABELS, roleCan, type Role } from '@malipo/contracts/roles';
import { ConfirmActionDialog, type ConfirmContent } from '@/components/confirm-action-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useChangeRole, useLeaveTeam, useRemoveMember, useRevokeInvitation, useTeam } from '../api/team';
import { InviteMemberForm } from './invite-member-form';

/** What the confirmation dialog is about to do. */
type Pending =
  | { kind: 'remove'; member: Member; content: ConfirmContent }
  | { kind: 'revoke'; invitation: Invitation; content: ConfirmContent }
  | { kind: 'leave'; content: ConfirmContent };

function errorMessage(error: Error): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : 'Something went wrong';
}

function MemberRow({
  member,
  isYou,
  viewerRole,
  canManage,
  canLeave,
  isChanging,
  onChangeRole,
  onRemove,
  onLeave,
}: {
  member: Member;
  isYou: boolean;
  viewerRole: Role;
  canManage: boolean;
  canLeave: boolean;
  isChanging: boolean;
  onChangeRole: (role: Role) => void;
  onRemove: () => void;
  onLeave: () => void;
}) {
  // Only owners touch the owner role: an admin can neither change an owner nor make one.
  const mayTouch = canManage && !isYou && (viewerRole === 'owner' || member.role !== 'owner');
  const roles = ROLES.filter((r) => viewerRole === 'owner' || r !== 'owner');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <UserIcon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{member.name}</span>
            {isYou && <Badge variant="info">You</Badge>}
            {member.twoFactorEnabled && (
              <Badge variant="success" title="Two-factor sign-in on">
                2FA
              </Badge>
            )}
            {!mayTouch && <Badge>{ROLE_LABELS[member.role]}</Badge>}
          </p>
          <p className="text-sm break-all text-slate-500">{member.email}</p>
          <p className="text-xs text-slate-400">Joined {formatDateTime(member.joinedAt)}</p>
        </div>
      </div>
      {(mayTouch || (isYou && canLeave)) && (
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {mayTouch && (
            <NativeSelect
              aria-label={`Role of ${member.name}`}
              value={member.role}
              disabled={isChanging}
              onChange={(event) => onChangeRole(event.target.value as Role)}
              className="min-w-36 flex-1 sm:flex-none"
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          )}
          {mayTouch && (
            <Button size="sm" variant="outline" onClick={onRemove}>
              Remove
            </Button>
          )}
          {isYou && canLeave && (
            <Button size="sm" variant="outline" onClick={onLeave}>
              Leave team
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function InvitationRow({
  invitation,
  canManage,
  onRevoke,
}: {
  invitation: Invitation;
  canManage: boolean;
  onRevoke: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{invitation.email}</span>
          <Badge>{ROLE_LABELS[invitation.role]}</Badge>
        </p>
        <p className="text-sm text-slate-500">
          Invited by {invitation.invitedBy} · Expires {formatDateTime(invitation.expiresAt)}
        </p>
      </div>
      {canManage && (
        <Button size="sm" variant="outline" onClick={onRevoke}>
          Withdraw
        </Button>
      )}
    </li>
  );
}

/**
 * `/dashboard/team` (docs/security.md#team-members): the account's members and pending invitations.
 * Members whose role has `members` (owners, admins) invite, change roles, remove members and withdraw
 * invitations; everyone else sees the lists read-only. Anyone but the last owner may leave; `onLeft`
 * gets the person's user in the account the session moved to, or `null` when none is left.
 */
export function TeamPage({
  user,
  onLeft,
}: {
  user: Pick<User, 'id' | 'role' | 'businessName'>;
  onLeft: (user: User | null) => void;
}) {
  const team = useTeam();
  const changeRole = useChangeRole();
  const removeMember = useRemoveMember();
  const revokeInvitation = useRevokeInvitation();
  const leaveTeam = useLeaveTeam();
  const [pending, setPending] = useState<Pending | null>(null);
  const canManage = roleCan(user.role, 'members');
  const ownerCount = team.data?.members.filter((m) => m.role === 'owner').length ?? 0;
  const isLastOwner = user.role === 'owner' && ownerCount <= 1;

  const onChangeRole = (member: Member, role: Role) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(`${member.name} is now ${ROLE_LABELS[role]}`),
        onError: (error) => toast.error('Could not change the role', { description: errorMessage(error) }),
      },
    );

  const confirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'remove') {
      removeMember.mutate(pending.member.userId, {
        onSuccess: () => toast.success(`${pending.member.name} removed`),
        onError: (error) => toast.error('Could not remove the member', { description: errorMessage(error) }),
        onSettled: close,
      });
    } else if (pending.kind === 'revoke') {
      revokeInvitation.mutate(pending.invitation.id, {
        onSuccess: () => toast.success('Invitation withdrawn'),
        onError: (error) =>
          toast.error('Could not withdraw the invitation', { description: errorMessage(error) }),
        onSettled: close,
      });
    } else {
      leaveTeam.mutate(undefined, {
        onSuccess: (next) => {
          toast.success(`You left ${user.businessName}`);
          close();
          onLeft(next);
        },
        onError: (error) => {
          toast.error('Could not leave the team', { description: errorMessage(error) });
          close();
        },
      });
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Team</h1>
        <p className="mt-1 text-slate-500">
          {canManage
            ? `Who can use ${user.businessName}, and what each person may do.`
            : `Who can use ${user.businessName}. Owners and admins manage the team.`}
        </p>
      </header>

      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Invite a member</CardTitle>
            <CardDescription>They get an email with a link to join. Links last 7 days.</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteMemberForm canGrantOwner={user.role === 'owner'} />
          </CardContent>
        </Card>
      )}

      {team.isPending ? (
        <Card>
          <CardContent className="pt-6">
            <CardListSkeleton label="Loading team" />
          </CardContent>
        </Card>
      ) : team.isError ? (
        <Card>
          <CardContent className="pt-6">
            <CardListError message="We could not load your team." onRetry={() => void team.refetch()} />
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Members</CardTitle>
              <CardDescription>
                {team.data.members.length === 1 ? 'One member' : `${team.data.members.length} members`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul aria-label="Members" className="divide-y divide-slate-100">
                {team.data.members.map((member) => (
                  <MemberRow
                    key={member.userId}
                    member={member}
                    isYou={member.userId === user.id}
                    viewerRole={user.role}
                    canManage={canManage}
                    canLeave={!isLastOwner}
                    isChanging={changeRole.isPending && changeRole.variables.userId === member.userId}
                    onChangeRole={(role) => onChangeRole(member, role)}
                    onRemove={() =>
                      setPending({
                        kind: 'remove',
                        member,
                        content: {
                          title: `Remove ${member.name}?`,
                          description: `Remove ${member.name} from ${user.businessName}? They lose access at once.`,
                          confirmLabel: 'Remove',
                          pendingLabel: 'Removing…',
                        },
                      })
                    }
                    onLeave={() =>
                      setPending({
                        kind: 'leave',
                        content: {
                          title: `Leave ${user.businessName}?`,
                          description: `You lose access to ${user.businessName} at once. Someone would need to invite you again.`,
                          confirmLabel: 'Leave team',
                          pendingLabel: 'Leaving…',
                        },
                      })
                    }
                  />
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Pending invitations</CardTitle>
              <CardDescription>Invitations not accepted yet.</CardDescription>
            </CardHeader>
            <CardContent>
              {team.data.invitations.length === 0 ? (
                <p className="text-sm text-slate-500">No pending invitations.</p>
              ) : (
                <ul aria-label="Pending invitations" className="divide-y divide-slate-100">
                  {team.data.invitations.map((invitation) => (
                    <InvitationRow
                      key={invitation.id}
                      invitation={invitation}
                      canManage={canManage}
                      onRevoke={() =>
                        setPending({
                          kind: 'revoke',
                          invitation,
                          content: {
                            title: 'Withdraw this invitation?',
                            description: `The link sent to ${invitation.email} stops working.`,
                            confirmLabel: 'Withdraw',
                            pendingLabel: 'Withdrawing…',
                          },
                        })
                      }
                    />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}

      <ConfirmActionDialog
        content={pending?.content ?? null}
        isPending={removeMember.isPending || revokeInvitation.isPending || leaveTeam.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
