import { auditActionLabel, type AuditEvent } from '@malipo/contracts/audit';
import { TableHeader } from '@/components/ui/table-header';
import { formatDateTime } from '@/lib/format';
import { auditDetailsSummary } from '../lib/audit-details';

const AUDIT_COLUMNS = [
  { label: 'Time' },
  { label: 'Member' },
  { label: 'Action' },
  { label: 'Target' },
  { label: 'IP' },
  { label: 'Details' },
] as const;

/**
 * Who acted: the member's name and email, the email tried by a failed sign-in, or the public API
 * (a `/v1` request, whose key is in the details).
 */
function memberOf(event: AuditEvent): { name: string; email: string } {
  const viaApi = 'apiCredential' in event.details;
  return {
    name: event.actor.name ?? event.actor.email ?? (viaApi ? 'Public API' : 'Unknown'),
    email: event.actor.name ? (event.actor.email ?? '') : '',
  };
}

/**
 * Audit log entries (docs/security.md#audit-log): a table from the `md` breakpoint, stacked cards
 * below it (360 px phones): time, member, action (its label), target, IP and a details summary.
 */
export function AuditEventsTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <TableHeader columns={AUDIT_COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {events.map((event) => {
              const member = memberOf(event);
              return (
                <tr key={event.id}>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-500">
                    <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  </td>
                  <td className="max-w-48 py-3 pr-4">
                    <span className="block truncate font-medium text-slate-900">{member.name}</span>
                    {member.email && (
                      <span className="block truncate text-xs text-slate-500">{member.email}</span>
                    )}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-900">
                    {auditActionLabel(event.action)}
                  </td>
                  <td className="max-w-40 truncate py-3 pr-4 font-mono text-xs text-slate-600">
                    {event.target ?? '—'}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-600">{event.ip ?? '—'}</td>
                  <td className="max-w-72 py-3 text-slate-600">{auditDetailsSummary(event.details)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul aria-label="Audit log entries" className="divide-y divide-slate-100 md:hidden">
        {events.map((event) => {
          const member = memberOf(event);
          const details = auditDetailsSummary(event.details);
          return (
            <li key={event.id} className="space-y-1 py-3 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-slate-900">{auditActionLabel(event.action)}</span>
                <time dateTime={event.createdAt} className="shrink-0 text-xs text-slate-500">
                  {formatDateTime(event.createdAt)}
                </time>
              </div>
              <p className="truncate text-slate-700">
                {member.name}
                {member.email && <span className="text-slate-500"> · {member.email}</span>}
              </p>
              {event.target && <p className="truncate font-mono text-xs text-slate-600">{event.target}</p>}
              {details && <p className="break-words text-slate-600">{details}</p>}
              {event.ip && <p className="text-xs text-slate-500">IP {event.ip}</p>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
