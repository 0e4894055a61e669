/**
 * Copy of `/solutions/agriculture` (docs/product.md#site-pages).
 * @module
 */
import {
  ArrowLeftRightIcon,
  GlobeIcon,
  SmartphoneIcon,
  SproutIcon,
  TractorIcon,
  UsersIcon,
} from 'lucide-react';
import type { SolutionPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The agriculture solution page. */
export const AGRICULTURE_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for agriculture',
    description:
      'Pay farmers straight to their mobile wallets, collect from buyers across borders and sell inputs online. Malipo for cooperatives, agribusinesses and exporters.',
  },
  hero: {
    eyebrow: 'Agriculture',
    title: 'From farm gate to mobile wallet',
    lead: 'Cooperatives, agribusinesses and exporters use Malipo to pay thousands of farmers by mobile money, collect from buyers at home and abroad, and sell seeds and inputs online.',
  },
  features: [
    {
      icon: SmartphoneIcon,
      title: 'Pay farmers by mobile money',
      text: 'Direct Pay sends each harvest payment straight to MTN, Airtel or M-Pesa wallets.',
    },
    {
      icon: ArrowLeftRightIcon,
      title: 'Cross-border buyers',
      text: 'Buyers pay in USD, EUR or GBP; you receive local currency at a clear rate.',
    },
    {
      icon: TractorIcon,
      title: 'Input sales',
      text: 'A catalogue for seeds, fertiliser and equipment, paid before delivery.',
    },
    {
      icon: UsersIcon,
      title: 'Cooperative collections',
      text: 'Member contributions and savings collected by payment or subscription links.',
    },
    {
      icon: SproutIcon,
      title: 'Traceable payouts',
      text: 'Every payout recorded with the farmer, amount and reference for audits.',
    },
    {
      icon: GlobeIcon,
      title: 'Works in rural areas',
      text: 'Mobile money needs no bank branch and works on basic phones.',
    },
  ],
  benefits: [
    'No cash runs to pay farmers',
    'Farmers paid in hours, not weeks',
    'Failed payouts refunded automatically',
    'Live exchange rates for export sales',
    'An auditable record of every payment',
    `${feePercent('withdrawal')} only on money paid out`,
  ],
  stats: [
    { value: '3', label: 'Mobile money networks' },
    { value: '< 1 day', label: 'To pay a whole cooperative' },
    { value: '37', label: 'Currencies' },
    { value: '0', label: 'Cash runs' },
  ],
  segments: [
    { name: 'Cooperatives', text: 'Member payouts, contributions and savings.' },
    { name: 'Agribusinesses', text: 'Out-grower payments and input sales.' },
    { name: 'Exporters', text: 'Collections from international buyers.' },
    { name: 'Agro-dealers', text: 'Seeds, fertiliser and equipment online.' },
  ],
  testimonials: [
    {
      quote:
        'Paying 400 coffee farmers used to take a week of cash runs. With Direct Pay it takes an afternoon, and every farmer gets an SMS.',
      name: 'Wanjiru Kamau',
      role: 'Operations Lead',
      organization: 'Nairobi Roasters',
    },
    {
      quote:
        'Our buyers in Europe pay in euros and our members receive francs the same day. The exchange rate is there before we confirm.',
      name: 'Innocent Ndayisaba',
      role: 'Manager',
      organization: 'Huye Tea Growers Cooperative',
    },
  ],
};
