import type { SolutionSummary } from '../content/solution-summaries';
import type { SolutionPageContent } from '../content/types';
import { CheckList } from './check-list';
import { CtaSection } from './cta-section';
import { FeatureGrid } from './feature-grid';
import { HeroStatsCard } from './hero-stats-card';
import { PageHero } from './page-hero';
import { PageMeta } from './page-meta';
import { PageSection } from './page-section';
import { SegmentGrid } from './segment-grid';
import { TestimonialGrid } from './testimonial-grid';

/**
 * A solution page (`/solutions/{slug}`) from its copy, in the order of docs/product.md#site-pages: hero, key features,
 * benefits, perfect-for segments, partner testimonials, and the call to action with 'Start Free
 * Trial' and 'Contact Sales'.
 */
export function SolutionPage({
  summary,
  content,
}: {
  summary: SolutionSummary;
  content: SolutionPageContent;
}) {
  return (
    <>
      <PageMeta {...content.meta} />
      <PageHero
        hero={content.hero}
        icon={summary.icon}
        aside={
          <HeroStatsCard icon={summary.icon} title={`Malipo for ${summary.name}`} stats={content.stats} />
        }
      />
      <PageSection eyebrow="Key features" title={`Built for ${summary.name}`}>
        <FeatureGrid features={content.features} />
      </PageSection>
      <PageSection tone="muted" eyebrow="Benefits" title="What changes when you switch to Malipo">
        <div className="mx-auto max-w-4xl">
          <CheckList items={content.benefits} columns={2} />
        </div>
      </PageSection>
      <PageSection eyebrow="Perfect for" title="Who it is for">
        <SegmentGrid segments={content.segments} />
      </PageSection>
      <PageSection tone="muted" eyebrow="Partners" title="What our partners say">
        <TestimonialGrid testimonials={content.testimonials} />
      </PageSection>
      <CtaSection
        title="Ready to get started?"
        text="Start free today, or talk to our sales team about your organisation’s needs."
      />
    </>
  );
}
