import { useState } from 'react';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { toast } from 'sonner';
import type { User } from '@malipo/contracts/auth';
import type { Invitation, Member } from '@malipo/contracts/members';
import { ROLE_LABELS, roleCan, type Role } from '@malipo/contracts/roles';
import { ConfirmActionDialog, type ConfirmContent } from '@/components/confirm-action-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useChangeRole, useLeaveTeam, useRemoveMember, useRevokeInvitation, useTeam } from '../api/team';
import { InviteMemberForm } from './invite-member-form';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';

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

          <PendingInvitations
            invitations={team.data.invitations}
            canManage={canManage}
            onRevoke={(invitation) =>
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
