import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@malipo/contracts/public-site';

/** How a service status looks: its label, badge variant and dot colour. */
export interface StatusDisplay {
  label: string;
  variant: 'success' | 'warning' | 'danger' | 'neutral';
  dotClassName: string;
}

/**
 * The display of a status (docs/product.md#states "Service status values"): operational green, degraded yellow
 * 'Degraded Performance', outage red 'Major Outage', anything else 'Unknown'.
 */
export function statusDisplay(status: ServiceStatus | undefined): StatusDisplay {
  switch (status) {
    case 'operational':
      return { label: SERVICE_STATUS_LABELS.operational, variant: 'success', dotClassName: 'bg-green-500' };
    case 'degraded':
      return { label: SERVICE_STATUS_LABELS.degraded, variant: 'warning', dotClassName: 'bg-yellow-500' };
    case 'outage':
      return { label: SERVICE_STATUS_LABELS.outage, variant: 'danger', dotClassName: 'bg-red-500' };
    case undefined:
      return { label: 'Unknown', variant: 'neutral', dotClassName: 'bg-slate-400' };
  }
}

/** The headline of the overall status. */
export function overallHeadline(status: ServiceStatus): string {
  switch (status) {
    case 'operational':
      return 'All Systems Operational';
    case 'degraded':
      return 'Some Systems Degraded';
    case 'outage':
      return 'Major Outage in Progress';
  }
}

/** "12 ms", or '—' when not measured. */
export function formatResponseTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '—' : `${Math.round(ms)} ms`;
}
