/**
 * The status page's static history: recent incidents and the 90-day uptime figure (docs/product.md#site-pages
 * system status, docs/product.md#entities Incident, docs/product.md#constants "status page 99.98% overall"). Live service health comes from
 * the server's status endpoint, not from here.
 * @module
 */
import type { Incident } from './types';

/** Uptime over the last 90 days, across every service. */
export const OVERALL_UPTIME = '99.98%';

/** Recent incidents, newest first; all resolved. */
export const RECENT_INCIDENTS: readonly Incident[] = [
  {
    date: '2026-11-04',
    time: '14:12 GMT',
    title: 'Delayed M-Pesa payment confirmations',
    status: 'Resolved',
    description:
      'Confirmations from M-Pesa arrived late because of an upstream provider slowdown. No payment was lost; every payment settled once confirmations resumed.',
    duration: '38 minutes',
  },
  {
    date: '2026-10-19',
    time: '09:40 GMT',
    title: 'Elevated API latency',
    status: 'Resolved',
    description:
      'A database maintenance task raised API response times for some requests. We moved the task to a quieter window.',
    duration: '22 minutes',
  },
  {
    date: '2026-09-27',
    time: '18:05 GMT',
    title: 'Webhook deliveries queued',
    status: 'Resolved',
    description:
      'Webhook deliveries were held back while a worker restarted. They were retried automatically and delivered in order.',
    duration: '15 minutes',
  },
];
