/**
 * The industries and business types Malipo serves (docs/product.md#routes, docs/product.md#site-pages), one line each: what the
 * navigation menu, the footer and the `/solutions` index show. Full pages live in `solutions.ts`.
 * @module
 */
import type { LucideIcon } from 'lucide-react';
import {
  Building2Icon,
  GraduationCapIcon,
  HeartHandshakeIcon,
  PlaneIcon,
  RocketIcon,
  SproutIcon,
  StethoscopeIcon,
  StoreIcon,
  TicketIcon,
} from 'lucide-react';

/** The solutions, by the slug of their page (`/solutions/{slug}`). */
export const SOLUTION_SLUGS = [
  'education',
  'healthcare',
  'agriculture',
  'ngos',
  'enterprises',
  'startups',
  'retail',
  'travel',
  'events',
] as const;

/** A solution's slug. */
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

/** A solution as menus and cards show it. */
export interface SolutionSummary {
  slug: SolutionSlug;
  name: string;
  /** One sentence under the name. */
  tagline: string;
  icon: LucideIcon;
}

/** Every solution in menu order: the four industries first, then business types. */
export const SOLUTION_SUMMARIES: readonly SolutionSummary[] = [
  {
    slug: 'education',
    name: 'Education',
    tagline: 'Collect school fees, exam fees and donations from parents by mobile money or card.',
    icon: GraduationCapIcon,
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    tagline: 'Take consultation and pharmacy payments securely, with HIPAA-aligned data handling.',
    icon: StethoscopeIcon,
  },
  {
    slug: 'agriculture',
    name: 'Agriculture',
    tagline: 'Pay farmers straight to their mobile wallets and get paid by buyers across borders.',
    icon: SproutIcon,
  },
  {
    slug: 'ngos',
    name: 'NGOs & Charities',
    tagline: 'Raise funds with donation pages and disburse aid to beneficiaries transparently.',
    icon: HeartHandshakeIcon,
  },
  {
    slug: 'enterprises',
    name: 'Enterprises',
    tagline: 'Multi-currency collections and payouts at scale, with an SLA and a dedicated team.',
    icon: Building2Icon,
  },
  {
    slug: 'startups',
    name: 'Startups',
    tagline: 'Launch with free payments today and grow into the API when you are ready.',
    icon: RocketIcon,
  },
  {
    slug: 'retail',
    name: 'Retail',
    tagline: 'Sell in store, on WhatsApp and online with one catalogue and one balance.',
    icon: StoreIcon,
  },
  {
    slug: 'travel',
    name: 'Travel & Hospitality',
    tagline: 'Take deposits and bookings from guests in 100+ countries in the currency they use.',
    icon: PlaneIcon,
  },
  {
    slug: 'events',
    name: 'Events',
    tagline: 'Sell tickets and registrations with a link and see every sale as it happens.',
    icon: TicketIcon,
  },
];

/** Whether `slug` names a solution page. */
export function isSolutionSlug(slug: string | undefined): slug is SolutionSlug {
  return SOLUTION_SLUGS.some((known) => known === slug);
}
