import { PRODUCT_SUMMARIES } from '../content/product-summaries';
import { HOME_FAQ, HOME_STATS, HOME_TESTIMONIALS } from '../content/home';
import { paths } from '@/config/paths';
import { CtaSection } from './cta-section';
import { FaqAccordion } from './faq-accordion';
import { CountriesSection } from './home/countries-section';
import { HomeHero } from './home/home-hero';
import { MerchantStrip } from './home/merchant-strip';
import { PaymentMethodsSection } from './home/payment-methods-section';
import { LinkCardGrid } from './link-card-grid';
import { PageSection } from './page-section';
import { StatGrid } from './stat-grid';
import { TestimonialGrid } from './testimonial-grid';

const HOME_PRODUCTS = PRODUCT_SUMMARIES.filter((product) => product.slug !== 'wallet').map((product) => ({
  name: product.name,
  text: product.tagline,
  href: paths.products.detail.getHref(product.slug),
  icon: product.icon,
}));

/**
 * The home page's sections in the spec's order (docs/product.md#home-page): hero, merchant strip, product cards,
 * payment methods, countries, testimonials with stats, FAQ, then a closing call to action. The
 * header and footer come from the site layout.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <MerchantStrip />
      <PageSection
        eyebrow="Products"
        title="One platform to get paid and move money"
        lead="Start with a link today, add a storefront tomorrow and plug in the API when you are ready."
      >
        <LinkCardGrid cards={HOME_PRODUCTS} />
      </PageSection>
      <PaymentMethodsSection />
      <CountriesSection />
      <PageSection
        tone="muted"
        eyebrow="Testimonials"
        title="Loved by businesses across Africa"
        lead="Schools, farms, shops, charities and startups run their payments on Malipo."
      >
        <TestimonialGrid testimonials={HOME_TESTIMONIALS} />
        <div className="mt-12">
          <StatGrid stats={HOME_STATS} />
        </div>
      </PageSection>
      <PageSection eyebrow="FAQ" title="Frequently asked questions">
        <FaqAccordion items={HOME_FAQ} />
      </PageSection>
      <CtaSection />
    </>
  );
}
