import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { countLabel } from '@/lib/count-label';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import {
  ALL_DEPARTMENTS,
  CAREER_PERKS,
  DEPARTMENT_FILTERS,
  JOBS,
} from '@/features/marketing/content/info/careers';
import { EMAILS, mailtoHref } from '@/features/marketing/content/info/company';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { FilterBadges } from '../common/filter-badges';
import { SearchField } from '../common/search-field';
import { filterJobs } from './filter-jobs';
import { JobCard } from './job-card';

const HEADER = PAGE_HEADERS.careers;

/**
 * `/careers` (docs/product.md#site-pages): why join, then the open positions with a live search over title,
 * department and location, department filter badges and the open-positions count.
 */
export function CareersPage() {
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState<(typeof DEPARTMENT_FILTERS)[number]>(ALL_DEPARTMENTS);
  const jobs = filterJobs(JOBS, query, department);

  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <Button asChild size="lg">
            <a href="#open-positions">View Open Positions</a>
          </Button>
        }
      />
      <PageSection title="Why work at Malipo" lead="We look after the people who look after our merchants.">
        <FeatureGrid features={CAREER_PERKS} />
      </PageSection>
      <PageSection tone="muted" title="Open Positions" lead="Find the role where you will do your best work.">
        <div id="open-positions" className="mx-auto max-w-4xl scroll-mt-24 space-y-6">
          <SearchField
            label="Search jobs"
            placeholder="Search title, team or location"
            value={query}
            onChange={setQuery}
            className="max-w-none"
          />
          <FilterBadges
            label="Department"
            options={DEPARTMENT_FILTERS}
            value={department}
            onChange={setDepartment}
          />
          <p role="status" className="text-sm font-medium text-slate-600">
            {countLabel(jobs.length, 'open position', 'open positions')}
          </p>
          {jobs.length > 0 ? (
            <ul className="space-y-4">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No positions match your search. Try another department or keyword.
            </p>
          )}
          <p className="text-center text-slate-600">
            Don’t see the right role?{' '}
            <a
              href={mailtoHref(EMAILS.careers, 'Open application')}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Send us an open application
            </a>
          </p>
        </div>
      </PageSection>
    </>
  );
}
