import type { IndexPageContent } from '../content/index-pages';
import { CtaSection } from './cta-section';
import { LinkCardGrid } from './link-card-grid';
import { PageHero } from './page-hero';
import { PageMeta } from './page-meta';
import { PageSection } from './page-section';

/**
 * An index page of the site (`/products`, `/solutions`, `/resources`): hero, a grid of cards linking
 * to each page, and the closing call to action.
 */
export function IndexPage({ meta, hero, sectionTitle, cards, cta }: IndexPageContent) {
  return (
    <>
      <PageMeta {...meta} />
      <PageHero hero={hero} />
      <PageSection title={sectionTitle}>
        <LinkCardGrid cards={cards} cta={cta} />
      </PageSection>
      <CtaSection />
    </>
  );
}
