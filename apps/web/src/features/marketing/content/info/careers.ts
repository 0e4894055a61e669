/**
 * The careers page's content: open positions, the department filter and why-join perks (docs/product.md#site-pages
 * careers, docs/product.md#entities Job, docs/product.md#constants "Careers experience 2+ to 5+ years", "Department filter list").
 * @module
 */
import {
  GlobeIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  LaptopIcon,
  PlaneIcon,
  TrendingUpIcon,
} from 'lucide-react';
import type { Feature } from '../types';
import type { Department, Job } from './types';

/** The filter's "every department" choice. */
export const ALL_DEPARTMENTS = 'All Departments';

/** Department filter badges, in the order docs/product.md#constants lists them. */
export const DEPARTMENT_FILTERS: readonly (typeof ALL_DEPARTMENTS | Department)[] = [
  ALL_DEPARTMENTS,
  'Engineering',
  'Product',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'Legal',
];

const STANDARD_BENEFITS = [
  'Competitive salary and equity',
  'Private health cover for you and your family',
  'Learning budget of $1,500 a year',
  'Flexible hours and remote-friendly teams',
] as const;

/** The six open positions. */
export const JOBS: readonly Job[] = [
  {
    id: 'senior-backend-engineer',
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    location: 'Kigali, Rwanda',
    type: 'Full-time',
    experience: '5+ years',
    description:
      'Build the ledger, payment and payout services that move money for merchants in 100+ countries. You will own services end to end, from the database schema to on-call.',
    requirements: [
      'Production experience with TypeScript or Go and PostgreSQL',
      'You have designed idempotent, failure-tolerant APIs',
      'Experience with payments, banking or double-entry ledgers is a plus',
    ],
    benefits: STANDARD_BENEFITS,
  },
  {
    id: 'frontend-engineer',
    title: 'Frontend Engineer',
    department: 'Engineering',
    location: 'Remote (Africa)',
    type: 'Full-time',
    experience: '3+ years',
    description:
      'Make checkout pages that load fast on a low-end phone over 3G, and a dashboard merchants enjoy using every day.',
    requirements: [
      'Strong React and TypeScript skills',
      'You care about accessibility and performance budgets',
      'A portfolio or code you can walk us through',
    ],
    benefits: STANDARD_BENEFITS,
  },
  {
    id: 'product-manager-payments',
    title: 'Product Manager, Payments',
    department: 'Product',
    location: 'Nairobi, Kenya',
    type: 'Full-time',
    experience: '4+ years',
    description:
      'Own mobile money and card acceptance across East Africa: talk to merchants, shape the roadmap and ship with engineering and compliance.',
    requirements: [
      'Product experience in fintech or payments',
      'Comfortable reading API documentation and data',
      'Knowledge of M-Pesa, MTN MoMo or Airtel Money integrations',
    ],
    benefits: STANDARD_BENEFITS,
  },
  {
    id: 'account-executive-west-africa',
    title: 'Account Executive, West Africa',
    department: 'Sales',
    location: 'Lagos, Nigeria',
    type: 'Full-time',
    experience: '3+ years',
    description:
      'Bring schools, hospitals and fast-growing online businesses onto Malipo, from first call to go-live.',
    requirements: [
      'B2B sales experience, ideally selling software or financial services',
      'A track record of meeting targets',
      'Fluent English; French is a plus',
    ],
    benefits: [...STANDARD_BENEFITS, 'Uncapped commission'],
  },
  {
    id: 'growth-marketing-manager',
    title: 'Growth Marketing Manager',
    department: 'Marketing',
    location: 'Accra, Ghana',
    type: 'Full-time',
    experience: '3+ years',
    description:
      'Grow merchant sign-ups across our markets through content, partnerships and lifecycle campaigns.',
    requirements: [
      'Experience running measurable acquisition campaigns',
      'Strong writing in English',
      'Hands-on with analytics and experimentation',
    ],
    benefits: STANDARD_BENEFITS,
  },
  {
    id: 'compliance-analyst',
    title: 'Compliance Analyst',
    department: 'Legal',
    location: 'Kigali, Rwanda',
    type: 'Full-time',
    experience: '2+ years',
    description:
      'Review merchant onboarding, monitor transactions for fraud and keep our licences and PCI DSS obligations in good standing.',
    requirements: [
      'Experience in KYC, AML or risk at a bank or fintech',
      'Attention to detail and sound judgement',
      'Knowledge of Rwandan or East African financial regulation is a plus',
    ],
    benefits: STANDARD_BENEFITS,
  },
];

/** Why work at Malipo. */
export const CAREER_PERKS: readonly Feature[] = [
  {
    icon: GlobeIcon,
    title: 'Real impact',
    text: 'Your work helps businesses across Africa get paid and grow.',
  },
  {
    icon: LaptopIcon,
    title: 'Remote-friendly',
    text: 'Work from our Kigali office or from anywhere on the continent.',
  },
  {
    icon: HeartPulseIcon,
    title: 'Health cover',
    text: 'Private medical, dental and vision cover for you and your family.',
  },
  {
    icon: GraduationCapIcon,
    title: 'Learning budget',
    text: '$1,500 a year for courses, books and conferences.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Equity',
    text: 'Everyone owns a piece of what we are building together.',
  },
  {
    icon: PlaneIcon,
    title: 'Team offsites',
    text: 'We meet in person twice a year, in a different African city each time.',
  },
];
