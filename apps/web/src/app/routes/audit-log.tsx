/**
 * `/dashboard/audit-log`: the account's audit log (docs/security.md#audit-log). Composes the audit
 * feature with the auth feature's session: members whose role has `audit` see everyone's entries.
 * @module
 */
import { roleCan } from '@malipo/contracts/roles';
import { useSession } from '@/features/auth/api/get-session';
import { AuditLog } from '@/features/audit/components/audit-log';

export function Component() {
  const session = useSession();
  const role = session.data?.role;
  return (
    <>
      <title>Audit log · Malipo</title>
      <AuditLog canSeeEveryone={role !== undefined && roleCan(role, 'audit')} />
    </>
  );
}
