/**
 * Copy of `/solutions/startups`. Plan figures follow docs/product.md#constants.
 * @module
 */
import { CodeIcon, GaugeIcon, LinkIcon, RocketIcon, TrendingUpIcon, WebhookIcon } from 'lucide-react';
import type { SolutionPageContent } from '../types';

/** The startups solution page. */
export const STARTUPS_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for startups',
    description:
      'Start free, take payments today with links and grow into the API, webhooks and subscriptions. No setup fees and no transaction fees.',
  },
  hero: {
    eyebrow: 'Startups',
    title: 'Launch today, scale across Africa tomorrow',
    lead: 'Validate your idea with a payment link this afternoon, then build on the same account with the API, webhooks and subscriptions as you grow. Free to start, no transaction fees.',
  },
  features: [
    {
      icon: LinkIcon,
      title: 'No-code to start',
      text: 'Sell before you build: payment links and catalogues need no code.',
    },
    {
      icon: CodeIcon,
      title: 'Developer-first API',
      text: 'REST, OpenAPI, SDKs for Node, Python, PHP and Java, and a realistic sandbox.',
    },
    {
      icon: WebhookIcon,
      title: 'Signed webhooks',
      text: 'Know the moment a payment succeeds, a payout lands or a subscription renews.',
    },
    {
      icon: TrendingUpIcon,
      title: 'Recurring revenue',
      text: 'Subscriptions with trials for SaaS and membership businesses.',
    },
    {
      icon: GaugeIcon,
      title: 'Analytics',
      text: 'Income over time and revenue by product on your dashboard.',
    },
    {
      icon: RocketIcon,
      title: 'Grow without migrating',
      text: 'Upgrade or downgrade plans any time; changes apply immediately.',
    },
  ],
  benefits: [
    'Starter plan free: up to 1,000 transactions a month',
    'No setup or transaction fees',
    'API access from Professional at $29 a month',
    'Customers in 100+ countries from day one',
    'Test everything in the sandbox first',
    'Support that answers within 24 hours',
  ],
  stats: [
    { value: '$0', label: 'To start' },
    { value: '1,000', label: 'Free transactions a month' },
    { value: '4', label: 'Official SDKs' },
    { value: '45ms', label: 'Median API response' },
  ],
  segments: [
    { name: 'SaaS', text: 'Subscriptions, trials and usage billing.' },
    { name: 'Marketplaces', text: 'Collect from buyers, pay out sellers.' },
    { name: 'Consumer apps', text: 'In-app payments by card and mobile money.' },
    { name: 'Creators', text: 'Courses, memberships and digital goods.' },
  ],
  testimonials: [
    {
      quote:
        'The API and webhooks were the cleanest we have integrated. Sandbox to live in two weeks, and support answered at 2 AM when we needed them.',
      name: 'Kwame Mensah',
      role: 'CTO',
      organization: 'Accra Fresh Market',
    },
    {
      quote: 'We took our first hundred subscriptions with a link before writing a line of billing code.',
      name: 'Amina Yusuf',
      role: 'Co-founder',
      organization: 'Somo Learning',
    },
  ],
};
