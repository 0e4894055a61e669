/**
 * The press page's content: releases, media kit, coverage and awards (docs/product.md#site-pages press and media,
 * docs/product.md#entities Press release).
 * @module
 */
import { FileTextIcon, ImageIcon, PaletteIcon, UsersIcon } from 'lucide-react';
import type { Feature } from '../types';
import type { PressRelease } from './types';

/** Press releases, newest first. */
export const PRESS_RELEASES: readonly PressRelease[] = [
  {
    date: '2026-11-03',
    title: 'Malipo launches a public payments API with SDKs for four languages',
    summary:
      'Developers can now create payment links, charge cards and mobile money and issue refunds from their own apps, with signed webhooks and SDKs for Node.js, Python, PHP and Java.',
    category: 'Product',
    readTime: '3 min read',
  },
  {
    date: '2026-08-20',
    title: 'Malipo expands to Ghana',
    summary:
      'Ghanaian merchants can accept cards and mobile money and withdraw to local banks and wallets, with no setup or transaction fees.',
    category: 'Expansion',
    readTime: '2 min read',
  },
  {
    date: '2026-05-14',
    title: 'Malipo raises $12 million Series A to bring simple payments to African businesses',
    summary:
      'The round will fund expansion into five new markets and grow the Kigali engineering team to 80 people.',
    category: 'Funding',
    readTime: '4 min read',
  },
  {
    date: '2026-02-09',
    title: 'Malipo achieves PCI DSS Level 1 certification',
    summary: 'The highest level of card security certification, confirmed by an independent assessor.',
    category: 'Security',
    readTime: '2 min read',
  },
];

/** What the media kit contains; requested from the press team. */
export const MEDIA_KIT: readonly Feature[] = [
  { icon: ImageIcon, title: 'Logos', text: 'The Malipo logo in SVG and PNG, light and dark.' },
  { icon: PaletteIcon, title: 'Brand guidelines', text: 'Colours, typography and how to use our name.' },
  { icon: UsersIcon, title: 'Leadership photos', text: 'High-resolution portraits of our founders.' },
  { icon: FileTextIcon, title: 'Fact sheet', text: 'Key figures, markets and milestones.' },
];

/** Coverage in other publications. */
export const IN_THE_NEWS: readonly { outlet: string; title: string; date: string }[] = [
  {
    outlet: 'TechCabal',
    title: 'Malipo wants to make payment links the default for African SMEs',
    date: '2026-10-02',
  },
  { outlet: 'The New Times', title: 'Kigali fintech Malipo crosses 10,000 merchants', date: '2026-07-18' },
  {
    outlet: 'Disrupt Africa',
    title: 'Malipo raises Series A to expand across the continent',
    date: '2026-05-15',
  },
];

/** Recognition received. */
export const AWARDS: readonly { title: string; organisation: string; year: string }[] = [
  { title: 'Best Payments Startup', organisation: 'Africa Fintech Summit', year: '2026' },
  { title: 'Innovation in Financial Inclusion', organisation: 'Rwanda ICT Chamber', year: '2025' },
  { title: 'Top 50 African Startups', organisation: 'Africa Tech Week', year: '2025' },
];
