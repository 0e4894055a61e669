/**
 * Copy of the site's index pages: `/products`, `/solutions` and `/resources` (docs/product.md#routes), with their
 * cards built from the product, solution and resource summaries.
 * @module
 */
import { paths } from '@/config/paths';
import { PRODUCT_SUMMARIES } from './product-summaries';
import { RESOURCE_LINKS } from './resource-links';
import { SOLUTION_SUMMARIES } from './solution-summaries';
import type { HeroCopy, LinkCard, PageMetaData } from './types';

/** One index page's copy and cards. */
export interface IndexPageContent {
  meta: PageMetaData;
  hero: HeroCopy;
  sectionTitle: string;
  cards: readonly LinkCard[];
  cta?: string;
}

/** `/products`. */
export const PRODUCTS_INDEX: IndexPageContent = {
  meta: {
    title: 'Products',
    description:
      'Payment Links, Catalogue, Send, Direct Pay, the Payments API and the Malipo Wallet: everything an African business needs to get paid and move money.',
  },
  hero: {
    eyebrow: 'Products',
    title: 'Everything you need to get paid and move money',
    lead: 'Start with a payment link today, open a storefront tomorrow and integrate the API when you are ready. Every product shares one balance, one dashboard and no transaction fees.',
  },
  sectionTitle: 'Our products',
  cards: PRODUCT_SUMMARIES.map((product) => ({
    name: product.name,
    text: product.tagline,
    href: paths.products.detail.getHref(product.slug),
    icon: product.icon,
  })),
};

/** `/solutions`. */
export const SOLUTIONS_INDEX: IndexPageContent = {
  meta: {
    title: 'Solutions',
    description:
      'Malipo for schools, clinics, farms, NGOs, enterprises, startups, retailers, travel businesses and event organisers across Africa.',
  },
  hero: {
    eyebrow: 'Solutions',
    title: 'Payments shaped around your industry',
    lead: 'Schools collecting fees, cooperatives paying farmers, charities raising funds: see how organisations like yours use Malipo across Africa.',
  },
  sectionTitle: 'Find your solution',
  cards: SOLUTION_SUMMARIES.map((solution) => ({
    name: solution.name,
    text: solution.tagline,
    href: paths.solutions.detail.getHref(solution.slug),
    icon: solution.icon,
  })),
};

/** `/resources`. */
export const RESOURCES_INDEX: IndexPageContent = {
  meta: {
    title: 'Resources',
    description:
      'Documentation, the Help Center, the blog, system status, security and press resources for Malipo merchants and developers.',
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Learn, build and get help',
    lead: 'Guides and the API reference for developers, answers for merchants, and everything the press needs.',
  },
  sectionTitle: 'Browse resources',
  cards: RESOURCE_LINKS.map((resource) => ({
    name: resource.name,
    text: resource.tagline,
    href: resource.href,
    icon: resource.icon,
  })),
  cta: 'Open',
};
