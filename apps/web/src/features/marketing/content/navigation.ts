/**
 * The public site's navigation (docs/product.md#routes): the header's dropdown menus and links, the footer's
 * link columns, social links and contact details.
 * @module
 */
import type { LucideIcon } from 'lucide-react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { PRODUCT_SUMMARIES } from './product-summaries';
import { RESOURCE_LINKS } from './resource-links';
import { SOLUTION_SUMMARIES } from './solution-summaries';

/** One link of a menu or a footer column; `description` shows under it in menus. */
export interface NavItem {
  label: string;
  href: string;
  description?: string;
  icon?: LucideIcon;
}

/** A dropdown menu of the header, with a link to its index page. */
export interface NavMenu {
  id: 'products' | 'solutions' | 'resources';
  label: string;
  items: readonly NavItem[];
  overview: NavItem;
}

const productItems: NavItem[] = PRODUCT_SUMMARIES.map((product) => ({
  label: product.name,
  href: paths.products.detail.getHref(product.slug),
  description: product.tagline,
  icon: product.icon,
}));

const solutionItems: NavItem[] = SOLUTION_SUMMARIES.map((solution) => ({
  label: solution.name,
  href: paths.solutions.detail.getHref(solution.slug),
  description: solution.tagline,
  icon: solution.icon,
}));

const resourceItems: NavItem[] = RESOURCE_LINKS.map((resource) => ({
  label: resource.name,
  href: resource.href,
  description: resource.tagline,
  icon: resource.icon,
}));

/** The header's Products, Solutions and Resources dropdowns, in order. */
export const NAV_MENUS: readonly NavMenu[] = [
  {
    id: 'products',
    label: 'Products',
    items: productItems,
    overview: { label: 'All products', href: paths.products.root.getHref() },
  },
  {
    id: 'solutions',
    label: 'Solutions',
    items: solutionItems,
    overview: { label: 'All solutions', href: paths.solutions.root.getHref() },
  },
  {
    id: 'resources',
    label: 'Resources',
    items: resourceItems,
    overview: { label: 'All resources', href: paths.resources.getHref() },
  },
];

/** The header's plain links after the dropdowns. */
export const NAV_LINKS: readonly NavItem[] = [
  { label: 'Developers', href: paths.info.docs.getHref() },
  { label: 'Pricing', href: paths.info.pricing.getHref() },
];

/** A titled column of footer links. */
export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

/** The footer's link columns. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  { title: 'Products', links: productItems },
  { title: 'Solutions', links: solutionItems },
  {
    title: 'Resources',
    links: [
      ...resourceItems.filter((item) => item.href !== paths.info.press.getHref()),
      { label: 'API Reference', href: paths.info.docs.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.info.about.getHref() },
      { label: 'Careers', href: paths.info.careers.getHref() },
      { label: 'Press', href: paths.info.press.getHref() },
      { label: 'Pricing', href: paths.info.pricing.getHref() },
      { label: 'Contact', href: paths.info.contact.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.info.privacyPolicy.getHref() },
      { label: 'Terms of Service', href: paths.info.termsOfService.getHref() },
      { label: 'Cookie Policy', href: paths.info.cookiePolicy.getHref() },
    ],
  },
];

/** A social network profile. */
export interface SocialLink {
  network: string;
  href: string;
  icon: LucideIcon;
}

/** Malipo's social profiles, shown as icons in the footer. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'X (Twitter)', href: 'https://twitter.com/malipo', icon: TwitterIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/malipo', icon: LinkedinIcon },
  { network: 'Facebook', href: 'https://www.facebook.com/malipo', icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/malipo', icon: InstagramIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@malipo', icon: YoutubeIcon },
];

/** Malipo's contact details (docs/product.md#site-pages: office in Kigali, support hours in GMT). */
export const CONTACT_DETAILS = {
  office: 'Kigali Innovation City, Kigali, Rwanda',
  email: 'hello@malipo.dev',
  phone: '+250 788 123 456',
  hours: 'Monday - Friday, 8:00 AM - 6:00 PM GMT',
} as const;
