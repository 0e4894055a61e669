import { Badge } from '@/components/ui/badge';
import { RECENT_INCIDENTS } from '@/features/marketing/content/info/status';
import { formatDay } from '../common/format-day';

/** Recent incidents, newest first, each with its date, duration and resolution. */
export function IncidentList() {
  return (
    <ol className="space-y-4">
      {RECENT_INCIDENTS.map((incident) => (
        <li
          key={`${incident.date} ${incident.title}`}
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{incident.title}</h3>
            <Badge variant={incident.status === 'Resolved' ? 'success' : 'warning'}>{incident.status}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-500">
            <time dateTime={incident.date}>{formatDay(incident.date)}</time>, {incident.time} · Duration{' '}
            {incident.duration}
          </p>
          <p className="mt-3 text-slate-600">{incident.description}</p>
        </li>
      ))}
    </ol>
  );
}
