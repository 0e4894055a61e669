import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompassIcon, MapPinIcon, TargetIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CtaSection } from '@/features/marketing/components/cta-section';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { StatGrid } from '@/features/marketing/components/stat-grid';
import { ABOUT_STATS, LEADERSHIP, MISSION, VALUES, VISION } from '@/features/marketing/content/info/about';
import { COMPANY } from '@/features/marketing/content/info/company';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { initials } from '../common/initials';

const HEADER = PAGE_HEADERS.about;

/** `/about` (docs/product.md#site-pages about): stats, mission, vision, values, leadership with initials, the Kigali office. */
export function AboutPage() {
  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <Button asChild size="lg">
            <Link to={paths.info.careers.getHref()}>Join Our Team</Link>
          </Button>
        }
      />
      <PageSection title="Malipo in numbers">
        <StatGrid stats={ABOUT_STATS} />
      </PageSection>
      <PageSection tone="muted" title="Why we exist">
        <div className="grid gap-6 md:grid-cols-2">
          <Statement
            icon={<TargetIcon className="size-6" aria-hidden="true" />}
            title="Our Mission"
            text={MISSION}
          />
          <Statement
            icon={<CompassIcon className="size-6" aria-hidden="true" />}
            title="Our Vision"
            text={VISION}
          />
        </div>
      </PageSection>
      <PageSection title="Our Values">
        <FeatureGrid features={VALUES} columns={4} />
      </PageSection>
      <PageSection
        tone="muted"
        title="Leadership"
        lead="The team building Malipo, from Kigali and across the continent."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LEADERSHIP.map((leader) => (
            <li
              key={leader.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-teal-500 text-2xl font-bold text-white"
              >
                {initials(leader.name)}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{leader.name}</h3>
              <p className="text-sm font-medium text-brand-700">{leader.role}</p>
              <p className="mt-3 text-sm text-slate-600">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Our Office">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:flex-row sm:text-left">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <MapPinIcon className="size-7" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h3 className="text-xl font-semibold text-slate-900">{COMPANY.office}</h3>
            <p className="mt-1 text-slate-600">
              Our headquarters, in the heart of Rwanda’s technology hub. Open {COMPANY.officeHours}.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.info.contact.getHref()}>Contact Us</Link>
          </Button>
        </div>
      </PageSection>
      <CtaSection />
    </>
  );
}

function Statement({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
        {icon}
      </span>
      <h3 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h3>
      <p className="mt-3 text-lg text-slate-600">{text}</p>
    </div>
  );
}
