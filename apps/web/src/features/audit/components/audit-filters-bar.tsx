import type { ReactNode } from 'react';
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  type AuditActor,
  type AuditEventFilters,
} from '@malipo/contracts/audit';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditFilterKey } from '../lib/audit-filters';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * The audit log filters (docs/security.md#audit-log): action, member (only given `members`, for
 * those who see everyone's entries) and a from/to date range (the account's time zone, inclusive).
 */
export function AuditFiltersBar({
  filters,
  members,
  onFilterChange,
}: {
  filters: AuditEventFilters;
  members: readonly AuditActor[] | null;
  onFilterChange: (key: AuditFilterKey, value: string) => void;
}) {
  return (
    <div role="search" aria-label="Filter the audit log" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field id="audit-action" label="Action">
        <NativeSelect
          id="audit-action"
          value={filters.action ?? ''}
          onChange={(event) => onFilterChange('action', event.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {members && (
        <Field id="audit-member" label="Member">
          <NativeSelect
            id="audit-member"
            value={filters.actor ?? ''}
            onChange={(event) => onFilterChange('actor', event.target.value)}
          >
            <option value="">All members</option>
            {members.map((member) => (
              <option key={member.id} value={member.id ?? ''}>
                {member.name ? `${member.name} (${member.email ?? ''})` : member.email}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field id="audit-from" label="From">
        <Input
          id="audit-from"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onFilterChange('from', event.target.value)}
        />
      </Field>
      <Field id="audit-to" label="To">
        <Input
          id="audit-to"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => onFilterChange('to', event.target.value)}
        />
      </Field>
    </div>
  );
}
