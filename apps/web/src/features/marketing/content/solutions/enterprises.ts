/**
 * Copy of `/solutions/enterprises`. Enterprise plan terms follow docs/product.md#constants.
 * @module
 */
import { BuildingIcon, CodeIcon, FileCheckIcon, HeadsetIcon, PaletteIcon, ZapIcon } from 'lucide-react';
import type { SolutionPageContent } from '../types';

/** The enterprises solution page. */
export const ENTERPRISES_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for enterprises',
    description:
      'Unlimited volume, instant settlement, white-label checkout, custom integrations and an SLA. Malipo Enterprise for Africa’s largest businesses.',
  },
  hero: {
    eyebrow: 'Enterprises',
    title: 'Pan-African payments at enterprise scale',
    lead: 'Collect and pay out across the continent in 37 currencies with unlimited volume, instant settlement, a white-label checkout and a team dedicated to your integration.',
  },
  features: [
    {
      icon: ZapIcon,
      title: 'Instant settlement',
      text: 'Enterprise withdrawals settle instantly, with no monthly volume cap.',
    },
    {
      icon: PaletteIcon,
      title: 'White-label checkout',
      text: 'Your brand on every payment page, receipt and email.',
    },
    {
      icon: CodeIcon,
      title: 'Custom integrations',
      text: 'ERP, core banking and reconciliation integrations built with our engineers.',
    },
    {
      icon: FileCheckIcon,
      title: 'SLA guarantees',
      text: 'Contracted uptime and response times, with status and incident reports.',
    },
    {
      icon: HeadsetIcon,
      title: '24/7 dedicated support',
      text: 'A named account manager and engineers on call around the clock.',
    },
    {
      icon: BuildingIcon,
      title: 'Multi-entity',
      text: 'Separate balances and reports for subsidiaries and countries.',
    },
  ],
  benefits: [
    'Unlimited transaction volume',
    'Instant settlement',
    'PCI DSS Level 1 compliance',
    'Double-entry ledger for every movement',
    'Custom pricing for your volumes',
    'One API for cards, mobile money and bank transfers',
  ],
  stats: [
    { value: '99.9%', label: 'Uptime SLA' },
    { value: 'Unlimited', label: 'Monthly volume' },
    { value: 'Instant', label: 'Settlement' },
    { value: '24/7', label: 'Dedicated support' },
  ],
  segments: [
    { name: 'Telecoms & utilities', text: 'Bill payments and top-ups at national scale.' },
    { name: 'Banks & fintechs', text: 'Collections and payouts behind your own brand.' },
    { name: 'Insurers', text: 'Premium collection and claims payouts.' },
    { name: 'Marketplaces', text: 'Multi-country collections and seller payouts.' },
  ],
  testimonials: [
    {
      quote:
        'We consolidated collections in six countries onto one Malipo integration and close our books two days faster each month.',
      name: 'Ngozi Adeyemi',
      role: 'Group Treasurer',
      organization: 'Sahara Logistics Group',
    },
    {
      quote:
        'The SLA, instant settlement and a team that knows our stack made Malipo the obvious choice for our premium collections.',
      name: 'Thabo Nkosi',
      role: 'Head of Payments',
      organization: 'Ubuntu Mutual Insurance',
    },
  ],
};
