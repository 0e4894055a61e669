import type { SystemStatus } from '@malipo/contracts/public-site';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { SiteContainer } from '@/features/marketing/components/site-container';
import { StatGrid } from '@/features/marketing/components/stat-grid';
import type { Stat } from '@/features/marketing/content/types';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { OVERALL_UPTIME, RECENT_INCIDENTS } from '@/features/marketing/content/info/status';
import { useSystemStatus } from '@/features/marketing/api/get-system-status';
import { SubscribeForm } from '../common/subscribe-form';
import { IncidentList } from './incident-list';
import { OverallStatus } from './overall-status';
import { ServiceList } from './service-list';
import { formatResponseTime } from './status-display';

const HEADER = PAGE_HEADERS.status;

function responseTimeOf(status: SystemStatus | undefined, id: 'api' | 'database'): string {
  return formatResponseTime(status?.services.find((service) => service.id === id)?.responseTimeMs);
}

/** The performance figures: 90-day uptime, the measured response times and the incident count. */
function performanceStats(status: SystemStatus | undefined): Stat[] {
  return [
    { value: OVERALL_UPTIME, label: 'Uptime, last 90 days' },
    { value: responseTimeOf(status, 'api'), label: 'API response time' },
    { value: responseTimeOf(status, 'database'), label: 'Database response time' },
    { value: String(RECENT_INCIDENTS.length), label: 'Incidents, last 90 days' },
  ];
}

/**
 * `/status` (docs/product.md#site-pages system status; docs/product.md#real-behaviour "reads the server's real health"): the overall
 * status with Refresh, each measured service, performance figures, recent incidents and email
 * subscription to status updates.
 */
export function StatusPage() {
  const status = useSystemStatus();
  const isUnreachable = status.error !== null;

  return (
    <>
      <PageMeta {...HEADER.meta} />
      <section
        aria-labelledby="status-title"
        className="border-b border-slate-100 bg-gradient-to-b from-brand-50/70 to-white"
      >
        <SiteContainer className="max-w-5xl py-14 sm:py-20">
          <h1 id="status-title" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {HEADER.hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{HEADER.hero.lead}</p>
          <div className="mt-8 space-y-6">
            <OverallStatus
              status={status.data}
              isUnreachable={isUnreachable}
              isFetching={status.isFetching}
              onRefresh={status.refetch}
            />
            <ServiceList services={status.data?.services} />
          </div>
        </SiteContainer>
      </section>
      <PageSection
        title="Performance"
        lead="Response times measured on this refresh; uptime across every service."
      >
        <StatGrid stats={performanceStats(status.data)} />
      </PageSection>
      <PageSection tone="muted" title="Recent Incidents">
        <div className="mx-auto max-w-4xl">
          <IncidentList />
        </div>
      </PageSection>
      <section aria-labelledby="status-subscribe" className="py-16 sm:py-24">
        <SiteContainer className="max-w-3xl text-center">
          <SectionHeading
            id="status-subscribe"
            title="Get status updates"
            lead="We email you when an incident starts and when it is resolved."
          />
          <div className="mx-auto mt-8 max-w-md text-left">
            <SubscribeForm
              source="status"
              label="Email for status updates"
              submitLabel="Subscribe to Updates"
              successMessage="Subscribed. We’ll email you about incidents."
            />
          </div>
        </SiteContainer>
      </section>
    </>
  );
}
