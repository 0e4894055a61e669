/**
 * The about page's content: stats, mission, vision, values and leadership (docs/product.md#site-pages about:
 * leadership shown with initials, office in Kigali; docs/product.md#what-malipo-does and docs/product.md#constants marketing figures).
 * @module
 */
import { HandshakeIcon, LightbulbIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import type { Feature, Stat } from '../types';

/** Headline figures. */
export const ABOUT_STATS: readonly Stat[] = [
  { value: '100+', label: 'Countries reached' },
  { value: '37', label: 'Currencies supported' },
  { value: '99.9%', label: 'Uptime' },
  { value: '4.9/5', label: 'Merchant rating' },
];

/** Why Malipo exists and where it is going. */
export const MISSION =
  'To make accepting and moving money as easy for an African business as sending a text message: no setup fees, no transaction fees and no code.';

/** Where Malipo is going. */
export const VISION =
  'An Africa where every business, from a market stall in Kigali to a software company in Lagos, can sell to anyone, anywhere, and get paid the same day.';

/** What we hold ourselves to. */
export const VALUES: readonly Feature[] = [
  {
    icon: UsersIcon,
    title: 'Merchants first',
    text: 'We build what helps our merchants get paid, and we measure ourselves by their growth.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Trust is earned',
    text: 'Money is personal. We protect it with bank-grade security and honest, simple pricing.',
  },
  {
    icon: LightbulbIcon,
    title: 'Built for Africa',
    text: 'Mobile money, low-end phones and patchy networks are where we start, not an afterthought.',
  },
  {
    icon: HandshakeIcon,
    title: 'Ownership',
    text: 'We own our work end to end, say what we will do and do what we say.',
  },
];

/** A leader, shown with initials instead of a photo. */
export interface Leader {
  name: string;
  role: string;
  bio: string;
}

/** The leadership team. */
export const LEADERSHIP: readonly Leader[] = [
  {
    name: 'Amani Nkurunziza',
    role: 'Co-founder & CEO',
    bio: 'Led mobile money partnerships at a pan-African telco for eight years before founding Malipo.',
  },
  {
    name: 'Grace Uwimana',
    role: 'Co-founder & COO',
    bio: 'Built merchant operations for two East African fintechs and runs our Kigali office.',
  },
  {
    name: 'David Mensah',
    role: 'Chief Technology Officer',
    bio: 'Former payments infrastructure lead; designed ledgers that process millions of transactions a day.',
  },
  {
    name: 'Fatima Diallo',
    role: 'Chief Compliance Officer',
    bio: 'Fifteen years in banking regulation across West and East Africa.',
  },
];
