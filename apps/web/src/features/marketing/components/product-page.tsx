import type { ProductSummary } from '../content/product-summaries';
import type { ProductPageContent } from '../content/types';
import { CheckList } from './check-list';
import { CtaSection } from './cta-section';
import { FaqAccordion } from './faq-accordion';
import { FeatureGrid } from './feature-grid';
import { HeroStatsCard } from './hero-stats-card';
import { PageHero } from './page-hero';
import { PageMeta } from './page-meta';
import { PageSection } from './page-section';
import { StepsList } from './steps-list';

/**
 * A product page (`/products/{slug}`) from its copy: hero, key features, how it works, benefits, questions and the closing call to action.
 */
export function ProductPage({ summary, content }: { summary: ProductSummary; content: ProductPageContent }) {
  return (
    <>
      <PageMeta {...content.meta} />
      <PageHero
        hero={content.hero}
        icon={summary.icon}
        aside={<HeroStatsCard icon={summary.icon} title={`Malipo ${summary.name}`} stats={content.stats} />}
      />
      <PageSection eyebrow="Key features" title={`What you get with ${summary.name}`}>
        <FeatureGrid features={content.features} />
      </PageSection>
      <PageSection tone="muted" eyebrow="How it works" title="Up and running in three steps">
        <StepsList steps={content.steps} />
      </PageSection>
      <PageSection eyebrow="Benefits" title={`Why businesses choose ${summary.name}`}>
        <div className="mx-auto max-w-4xl">
          <CheckList items={content.benefits} columns={2} />
        </div>
      </PageSection>
      <PageSection tone="muted" eyebrow="FAQ" title="Questions, answered">
        <FaqAccordion items={content.faq} />
      </PageSection>
      <CtaSection />
    </>
  );
}
