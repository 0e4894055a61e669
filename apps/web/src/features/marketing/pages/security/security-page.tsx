import { Link } from 'react-router';
import { ArrowDownIcon, AwardIcon, DownloadIcon, FileLockIcon, MailIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { StatGrid } from '@/features/marketing/components/stat-grid';
import { EMAILS, mailtoHref } from '@/features/marketing/content/info/company';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import {
  ARCHITECTURE_LAYERS,
  CERTIFICATIONS,
  SECURITY_FEATURES,
  SECURITY_METRICS,
  SECURITY_REPORTS,
} from '@/features/marketing/content/info/security';
import { formatDay } from '../common/format-day';
import { downloadSecurityOverview } from './security-overview-file';

const HEADER = PAGE_HEADERS.security;

/**
 * `/security` (docs/product.md#site-pages security): metrics, features, certifications, reports (the overview
 * downloads at once; audit reports are requested through the contact form) and the architecture.
 */
export function SecurityPage() {
  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <Button asChild size="lg" variant="outline">
            <a href={mailtoHref(EMAILS.security, 'Security report')}>
              <MailIcon aria-hidden="true" />
              Report a vulnerability
            </a>
          </Button>
        }
      />
      <PageSection title="Security by the numbers">
        <StatGrid stats={SECURITY_METRICS} />
      </PageSection>
      <PageSection
        tone="muted"
        title="How we protect you"
        lead="Layers of protection on every payment, account and API call."
      >
        <FeatureGrid features={SECURITY_FEATURES} />
      </PageSection>
      <PageSection title="Certifications & Compliance" lead="Independently audited, renewed every year.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CERTIFICATIONS.map((certification) => (
            <li
              key={certification.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <AwardIcon className="size-7 text-brand-700" aria-hidden="true" />
                <Badge variant="success">{certification.status}</Badge>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{certification.name}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{certification.description}</p>
              <dl className="mt-4 space-y-1 border-t border-slate-100 pt-4 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Audited</dt>
                  <dd className="text-slate-900">{formatDay(certification.auditedOn)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Valid until</dt>
                  <dd className="text-slate-900">{formatDay(certification.validUntil)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        tone="muted"
        title="Security Reports"
        lead="Documents for your security and procurement reviews."
      >
        <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
          {SECURITY_REPORTS.map((report) => (
            <li
              key={report.title}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center"
            >
              <FileLockIcon className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="flex-1">
                <h3 className="font-semibold text-slate-900">{report.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{report.description}</p>
              </div>
              {report.access === 'public' ? (
                <Button variant="outline" onClick={downloadSecurityOverview} className="shrink-0">
                  <DownloadIcon aria-hidden="true" />
                  Download
                </Button>
              ) : (
                <Button asChild variant="outline" className="shrink-0">
                  <Link
                    to={paths.info.contact.getHref(`Request: ${report.title}`)}
                    aria-label={`Request: ${report.title}`}
                  >
                    Request
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        title="Security Architecture"
        lead="Defence in depth, from the network edge to the ledger."
      >
        <ol className="mx-auto max-w-3xl space-y-3">
          {ARCHITECTURE_LAYERS.map((layer, index) => (
            <li key={layer.title}>
              <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <layer.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {index + 1}. {layer.title}
                  </h3>
                  <p className="mt-1 text-slate-600">{layer.text}</p>
                </div>
              </div>
              {index < ARCHITECTURE_LAYERS.length - 1 && (
                <ArrowDownIcon className="mx-auto mt-3 size-5 text-slate-300" aria-hidden="true" />
              )}
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
