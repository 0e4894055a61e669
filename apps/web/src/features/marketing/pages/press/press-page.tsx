import { AwardIcon, MailIcon, NewspaperIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { COMPANY, EMAILS, mailtoHref } from '@/features/marketing/content/info/company';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { AWARDS, IN_THE_NEWS, MEDIA_KIT, PRESS_RELEASES } from '@/features/marketing/content/info/press';
import { formatDay } from '../common/format-day';

const HEADER = PAGE_HEADERS.press;

/** `/press` (docs/product.md#site-pages press and media): releases, media kit, in the news, awards, press contact. */
export function PressPage() {
  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <Button asChild size="lg">
            <a href={mailtoHref(EMAILS.press)}>
              <MailIcon aria-hidden="true" />
              Contact Press Team
            </a>
          </Button>
        }
      />
      <PageSection title="Press Releases">
        <ul className="mx-auto max-w-4xl space-y-4">
          {PRESS_RELEASES.map((release) => (
            <li key={release.title}>
              <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
                  <Badge variant="info">{release.category}</Badge>
                  <time dateTime={release.date}>{formatDay(release.date)}</time>
                  <span aria-hidden="true">·</span>
                  <span>{release.readTime}</span>
                </div>
                <h3 className="mt-3 text-xl font-semibold text-balance text-slate-900">{release.title}</h3>
                <p className="mt-2 text-slate-600">{release.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="muted" title="Media Kit" lead="Everything you need to write about Malipo.">
        <FeatureGrid features={MEDIA_KIT} columns={4} />
        <div className="mt-8 text-center">
          <Button asChild size="lg" variant="outline">
            <a href={mailtoHref(EMAILS.press, 'Media kit request')}>Request the Media Kit</a>
          </Button>
        </div>
      </PageSection>
      <PageSection title="In the News">
        <ul className="grid gap-6 md:grid-cols-3">
          {IN_THE_NEWS.map((story) => (
            <li key={story.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <NewspaperIcon className="size-6 text-brand-700" aria-hidden="true" />
              <p className="mt-4 text-sm font-semibold tracking-wide text-slate-500 uppercase">
                {story.outlet}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">“{story.title}”</h3>
              <p className="mt-2 text-sm text-slate-500">
                <time dateTime={story.date}>{formatDay(story.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="muted" title="Awards & Recognition">
        <ul className="grid gap-6 md:grid-cols-3">
          {AWARDS.map((award) => (
            <li key={award.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
              <AwardIcon className="size-8 shrink-0 text-amber-500" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{award.title}</h3>
                <p className="text-sm text-slate-600">
                  {award.organisation}, {award.year}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Press Contact">
        <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">
            For interviews, comment and press materials, write to our communications team.
          </p>
          <p className="mt-4 text-lg font-semibold">
            <a href={mailtoHref(EMAILS.press)} className="text-brand-700 hover:underline">
              {EMAILS.press}
            </a>
          </p>
          <p className="mt-1 text-slate-600">
            <a href={COMPANY.phoneHref} className="hover:underline">
              {COMPANY.phone}
            </a>{' '}
            · {COMPANY.office}
          </p>
        </div>
      </PageSection>
    </>
  );
}
