import type { ServiceHealth } from '@malipo/contracts/public-site';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatResponseTime, statusDisplay } from './status-display';

/** Each measured service: name, what was measured, response time and status badge. */
export function ServiceList({ services }: { services: readonly ServiceHealth[] | undefined }) {
  if (!services) {
    return (
      <div className="space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {services.map((service) => {
        const display = statusDisplay(service.status);
        return (
          <li
            key={service.id}
            className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <span
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${display.dotClassName}`}
                aria-hidden="true"
              />
              <div>
                <p className="font-semibold text-slate-900">{service.name}</p>
                <p className="text-sm text-slate-600">{service.detail}</p>
              </div>
            </div>
            <div className="flex items-center gap-4 pl-5 sm:pl-0">
              <span className="text-sm text-slate-500 tabular-nums">
                {formatResponseTime(service.responseTimeMs)}
              </span>
              <Badge variant={display.variant}>{display.label}</Badge>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
