/**
 * Shapes of the public site's typed copy: the blocks that product, solution and home pages share.
 * @module
 */
import type { LucideIcon } from 'lucide-react';

/** A feature card: icon, title and a sentence or two. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A card linking to a page: icon, name, one line. */
export interface LinkCard {
  name: string;
  text: string;
  href: string;
  icon: LucideIcon;
}

/** A headline figure such as "99.9%" with its label. */
export interface Stat {
  value: string;
  label: string;
}

/** A customer's or partner's words, attributed. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  organization: string;
}

/** A question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A numbered step of a how-it-works list. */
export interface Step {
  title: string;
  text: string;
}

/** The `<title>` and `<meta name="description">` of a page. */
export interface PageMetaData {
  title: string;
  description: string;
}

/** A page's opening block. */
export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The copy of a product page (`/products/{slug}`), rendered by the one product page component. */
export interface ProductPageContent {
  meta: PageMetaData;
  hero: HeroCopy;
  /** Key features (six read best). */
  features: readonly Feature[];
  /** How it works, in three steps. */
  steps: readonly Step[];
  /** Short claims for the benefits list. */
  benefits: readonly string[];
  stats: readonly Stat[];
  faq: readonly FaqItem[];
}

/** A group of customers a solution suits ("Perfect for"). */
export interface Segment {
  name: string;
  text: string;
}

/** The copy of a solution page (`/solutions/{slug}`, docs/product.md#site-pages), rendered by one component. */
export interface SolutionPageContent {
  meta: PageMetaData;
  hero: HeroCopy;
  /** Key features (six read best). */
  features: readonly Feature[];
  /** Benefits: short claims and headline figures. */
  benefits: readonly string[];
  stats: readonly Stat[];
  /** Perfect-for segments. */
  segments: readonly Segment[];
  /** Partner testimonials. */
  testimonials: readonly Testimonial[];
}
