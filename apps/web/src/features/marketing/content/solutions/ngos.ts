/**
 * Copy of `/solutions/ngos` (docs/product.md#site-pages).
 * @module
 */
import { BarChart3Icon, EyeIcon, GlobeIcon, HandCoinsIcon, HeartIcon, RepeatIcon } from 'lucide-react';
import type { SolutionPageContent } from '../types';

/** The NGOs and charities solution page. */
export const NGOS_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for NGOs and charities',
    description:
      'Raise funds with donation pages, take recurring gifts and disburse aid to beneficiaries’ mobile wallets. No transaction fees, so more of every gift reaches your programmes.',
  },
  hero: {
    eyebrow: 'NGOs & Charities',
    title: 'More of every gift reaches the people you serve',
    lead: 'NGOs, charities and faith organisations raise funds with donation pages, welcome monthly donors and send aid straight to beneficiaries’ mobile wallets, with no transaction fees.',
  },
  features: [
    {
      icon: HeartIcon,
      title: 'Donation pages',
      text: 'Your goal, the amount raised and the donor count, with preset amounts from 10 to 500.',
    },
    {
      icon: RepeatIcon,
      title: 'Monthly giving',
      text: 'Recurring donations that donors can manage or cancel themselves.',
    },
    {
      icon: GlobeIcon,
      title: 'Donors worldwide',
      text: 'Cards from 100+ countries and mobile money across Africa on one page.',
    },
    {
      icon: HandCoinsIcon,
      title: 'Cash transfers',
      text: 'Send aid straight to beneficiaries’ mobile wallets with Direct Pay.',
    },
    {
      icon: EyeIcon,
      title: 'Anonymous giving',
      text: 'Donors choose whether their name appears; you always keep the record.',
    },
    {
      icon: BarChart3Icon,
      title: 'Reports for funders',
      text: 'Export every gift and disbursement for audits and donor reports.',
    },
  ],
  benefits: [
    'No transaction fees on donations',
    'Transparent progress towards each goal',
    'Receipts for every donor',
    'Fast, traceable aid disbursement',
    'Multi-currency fundraising',
    'Donor card data protected to PCI DSS Level 1',
  ],
  stats: [
    { value: '0%', label: 'Fees on donations' },
    { value: '100+', label: 'Donor countries' },
    { value: '6', label: 'Preset gift amounts' },
    { value: '24/7', label: 'Giving' },
  ],
  segments: [
    { name: 'Charities', text: 'Appeals, campaigns and emergency responses.' },
    { name: 'Humanitarian NGOs', text: 'Cash transfers to beneficiaries.' },
    { name: 'Faith organisations', text: 'Tithes, offerings and building funds.' },
    { name: 'Community groups', text: 'Savings groups and local fundraisers.' },
  ],
  testimonials: [
    {
      quote:
        'No transaction fees means our donors’ money goes to the programme. The 2% at withdrawal is the only cost we see, and it is shown upfront.',
      name: 'Fatou Diallo',
      role: 'Finance Director',
      organization: 'Sahel Water Trust',
    },
    {
      quote:
        'We sent emergency cash to 1,200 families in one afternoon, each transfer traceable for our funders.',
      name: 'Peter Mwangi',
      role: 'Programme Manager',
      organization: 'Tumaini Relief',
    },
  ],
};
