/**
 * The pricing page's plans, 'All Plans Include' block and FAQ (docs/product.md#site-pages pricing; docs/product.md#constants plans per
 * month, volume caps, settlement times and what each plan adds; fees: 2% only at withdrawal).
 * @module
 */
import { GlobeIcon, LayersIcon, ShieldCheckIcon, ZapIcon } from 'lucide-react';
import type { FaqItem, Feature } from '../types';
import type { Plan } from './types';
import { feePercent } from '@/lib/fee-label';

/** The fee promises shown as badges under the heading. */
export const PRICING_BADGES = [
  'No setup fees',
  'No transaction fees',
  `${feePercent('withdrawal')} fee only at withdrawal`,
] as const;

/** The four plans, cheapest first. */
export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$0',
    period: '/month',
    description: 'For individuals and new businesses taking their first payments.',
    features: [
      'Up to 1,000 transactions a month',
      'Payment, donation and subscription links',
      'Cards and mobile money',
      'Settlement in 2-3 days',
      'Email support',
    ],
    popular: false,
    cta: 'Start Free',
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$29',
    period: '/month',
    description: 'For growing businesses that sell online every day.',
    features: [
      'Up to 50,000 transactions a month',
      'Everything in Starter',
      'Catalogue builder',
      'API access and webhooks',
      'Settlement in 1-2 days',
      'Priority support',
    ],
    popular: true,
    cta: 'Start Free Trial',
  },
  {
    id: 'business',
    name: 'Business',
    price: '$99',
    period: '/month',
    description: 'For established companies with a brand and a finance team.',
    features: [
      'Up to 500,000 transactions a month',
      'Everything in Professional',
      'Custom branding',
      'Dedicated account manager',
      'Advanced analytics',
      'Multi-currency wallets',
      'Same-day settlement',
    ],
    popular: false,
    cta: 'Start Free Trial',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: null,
    description: 'For platforms and large organisations with their own requirements.',
    features: [
      'Unlimited transactions',
      'Everything in Business',
      'White-label checkout',
      '24/7 dedicated support',
      'Custom integrations',
      'SLA guarantees',
      'Instant settlement',
    ],
    popular: false,
    cta: 'Contact Sales',
  },
];

/** The plan whose id is `id` (e.g. from `/signup?plan=`), or `undefined` for anything else. */
export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The 'All Plans Include' block (docs/product.md#site-pages). */
export const ALL_PLANS_INCLUDE: readonly Feature[] = [
  {
    icon: ShieldCheckIcon,
    title: 'Secure & Compliant',
    text: 'PCI DSS Level 1 certified, with encryption and fraud checks on every payment.',
  },
  {
    icon: GlobeIcon,
    title: 'Global Reach',
    text: 'Accept payments from customers in 100+ countries in 37 currencies.',
  },
  {
    icon: ZapIcon,
    title: 'Instant Processing',
    text: 'Payments land in your Malipo balance the moment they succeed.',
  },
  {
    icon: LayersIcon,
    title: 'Multiple Payment Methods',
    text: 'Cards, MTN Mobile Money, Airtel Money, M-Pesa and bank transfers.',
  },
];

/** The six pricing questions. */
export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'Are there really no transaction fees?',
    answer: `Yes. Malipo charges no setup fee and no fee on incoming payments. The only Malipo fee is ${feePercent('withdrawal')} when you withdraw to a bank account or mobile wallet, and it is shown before you confirm. Payment-provider fees, where they apply, are separate.`,
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Upgrade or downgrade at any time from your dashboard; the change takes effect immediately.',
  },
  {
    question: 'What happens if I go over my monthly volume?',
    answer:
      'We never block payments. If you go over your plan’s monthly transactions, we will suggest the plan that fits and you can switch in one click.',
  },
  {
    question: 'How fast do I get my money?',
    answer:
      'Settlement is 2-3 days on Starter, 1-2 days on Professional, same-day on Business and instant on Enterprise. Bank transfers generally take 1-3 business days to arrive.',
  },
  {
    question: 'Do I need a credit card to start?',
    answer:
      'No. Create an account for free and start on the Starter plan; add billing details only when you upgrade.',
  },
  {
    question: 'Which payment methods can my customers use?',
    answer:
      'Visa and Mastercard cards, mobile money (MTN, Airtel and M-Pesa) and bank transfers, from 100+ countries. Every plan includes them all.',
  },
];
