import { CheckCircle2Icon } from 'lucide-react';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/marketing/components/faq-accordion';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { SiteContainer } from '@/features/marketing/components/site-container';
import { CONTACT_SUBJECTS } from '@/features/marketing/content/info/contact';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import {
  ALL_PLANS_INCLUDE,
  PLANS,
  PRICING_BADGES,
  PRICING_FAQ,
} from '@/features/marketing/content/info/pricing';
import { ClosingCard } from '../common/closing-card';
import { PlanCard } from './plan-card';

const HEADER = PAGE_HEADERS.pricing;

/** The plan the closing 'Start Free Trial' starts: the most popular one. */
const TRIAL_PLAN_ID = PLANS.find((plan) => plan.popular)?.id ?? 'starter';

/**
 * `/pricing` (docs/product.md#site-pages pricing, docs/product.md#constants plans): the fee badges, four plan cards (sign-up with the plan
 * in the URL, or sales for Enterprise), 'All Plans Include', the FAQ and a closing card.
 */
export function PricingPage() {
  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <ul className="flex flex-wrap gap-3" aria-label="Fees">
            {PRICING_BADGES.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-800"
              >
                <CheckCircle2Icon className="size-4" aria-hidden="true" />
                {badge}
              </li>
            ))}
          </ul>
        }
      />
      <section aria-labelledby="plans-title" className="py-16 sm:py-20">
        <SiteContainer>
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <ul className="grid gap-8 pt-3 md:grid-cols-2 xl:grid-cols-4">
            {PLANS.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-500">
            Prices per month in USD. Upgrade or downgrade at any time; changes apply immediately. Bank
            transfers generally arrive in 1-3 business days.
          </p>
        </SiteContainer>
      </section>
      <PageSection tone="muted" title="All Plans Include">
        <FeatureGrid features={ALL_PLANS_INCLUDE} columns={4} />
      </PageSection>
      <PageSection title="Frequently Asked Questions">
        <FaqAccordion items={PRICING_FAQ} />
      </PageSection>
      <ClosingCard
        title="Start accepting payments today"
        text="Create your account in minutes. No setup fees, no transaction fees, no card required."
        primary={{ label: 'Start Free Trial', href: paths.auth.signup.getHref(null, TRIAL_PLAN_ID) }}
        secondary={{ label: 'Contact Sales', href: paths.info.contact.getHref(CONTACT_SUBJECTS.sales) }}
      />
    </>
  );
}
