import type { Invitation } from '@malipo/contracts/members';
import { ROLE_LABELS } from '@malipo/contracts/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

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
 * The team's Pending invitations card (docs/security.md#team-members): each invitation not accepted
 * yet with its email, role, who invited and when it expires, or "No pending invitations." When
 * `canManage`, each has a Withdraw button calling `onRevoke` with it.
 */
export function PendingInvitations({
  invitations,
  canManage,
  onRevoke,
}: {
  invitations: Invitation[];
  canManage: boolean;
  onRevoke: (invitation: Invitation) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
        <CardDescription>Invitations not accepted yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-slate-500">No pending invitations.</p>
        ) : (
          <ul aria-label="Pending invitations" className="divide-y divide-slate-100">
            {invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                canManage={canManage}
                onRevoke={() => onRevoke(invitation)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
