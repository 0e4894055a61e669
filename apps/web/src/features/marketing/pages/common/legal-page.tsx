import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { SiteContainer } from '@/features/marketing/components/site-container';
import type { PageHeader } from '@/features/marketing/content/info/page-headers';
import type { LegalDocument } from '@/features/marketing/content/info/types';
import { formatDay } from './format-day';

/**
 * A legal page (privacy, terms, cookies): the hero, a contents list linking to each section, and
 * the sections as `h2` headings with paragraphs and bullet lists, under the last-updated date.
 */
export function LegalPage({ header, document }: { header: PageHeader; document: LegalDocument }) {
  const lastUpdated = formatDay(document.lastUpdated ?? new Date().toISOString());
  return (
    <>
      <PageMeta {...header.meta} />
      <PageHero
        hero={header.hero}
        actions={<p className="text-sm text-slate-500">Last updated: {lastUpdated}</p>}
      />
      <SiteContainer className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">On this page</p>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl min-w-0">
          <p className="text-lg text-slate-700">{document.intro}</p>
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
              <h2 id={section.id} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.bullets && (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </SiteContainer>
    </>
  );
}
