import { UserIcon } from 'lucide-react';
import type { Member } from '@malipo/contracts/members';
import { ROLES, ROLE_LABELS, type Role } from '@malipo/contracts/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime } from '@/lib/format';

/**
 * One row of the team's member list (docs/security.md#team-members): the member's name, a "You" badge
 * when `isYou`, a 2FA badge when two-factor sign-in is on, email and join date. When `canManage` and
 * the member is someone else the viewer may touch (only owners touch owners), a role picker
 * (disabled while `isChanging`) and Remove; otherwise the role as a badge. On the viewer's own row,
 * Leave team when `canLeave`.
 */
export function MemberRow({
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
