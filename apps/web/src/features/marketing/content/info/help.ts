/**
 * The help centre's topics, popular articles and support channels (docs/product.md#site-pages help center: four
 * topic cards, popular articles, live chat 24/7, phone Monday-Friday 8AM-6PM GMT, email within 24h).
 * @module
 */
import {
  CodeIcon,
  CreditCardIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  RocketIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import type { Feature } from '../types';
import type { HelpArticle, HelpTopic } from './types';
import { COMPANY, EMAILS } from './company';
import { feePercent } from '@/lib/fee-label';

/** The four topic cards and their article lists. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Getting Started',
    description: 'Set up your account and take your first payment.',
    icon: RocketIcon,
    articles: [
      'Creating your Malipo account',
      'Verifying your business',
      'Creating your first payment link',
      'Customising your checkout branding',
    ],
  },
  {
    title: 'Payments & Payouts',
    description: 'Accepting money and getting it to your bank or wallet.',
    icon: CreditCardIcon,
    articles: [
      'Accepting card and mobile money payments',
      `How withdrawals and the ${feePercent('withdrawal')} fee work`,
      'Settlement times by plan',
      'Issuing a refund',
    ],
  },
  {
    title: 'Account & Security',
    description: 'Keep your account and your customers safe.',
    icon: ShieldCheckIcon,
    articles: [
      'Changing your password',
      'Adding team members',
      'Spotting and reporting fraud',
      'Closing your account',
    ],
  },
  {
    title: 'Developers & API',
    description: 'Integrate Malipo into your website or app.',
    icon: CodeIcon,
    articles: [
      'Getting your API keys',
      'Receiving webhooks',
      'Testing in the sandbox',
      'Handling errors and retries',
    ],
  },
];

/** Articles readers open most. */
export const POPULAR_ARTICLES: readonly HelpArticle[] = [
  { title: 'Creating your first payment link', topic: 'Getting Started' },
  { title: `How withdrawals and the ${feePercent('withdrawal')} fee work`, topic: 'Payments & Payouts' },
  { title: 'Accepting card and mobile money payments', topic: 'Payments & Payouts' },
  { title: 'Testing in the sandbox', topic: 'Developers & API' },
  { title: 'Why was a payment declined?', topic: 'Payments & Payouts' },
  { title: 'Spotting and reporting fraud', topic: 'Account & Security' },
];

/** A way to reach support, with its action. */
export interface SupportChannel extends Feature {
  availability: string;
  action: { label: string; href: string };
}

/** The three support channels. */
export const SUPPORT_CHANNELS: readonly SupportChannel[] = [
  {
    icon: MessageCircleIcon,
    title: 'Live Chat',
    text: 'Chat with our support team for quick answers.',
    availability: 'Available 24/7',
    action: { label: 'Message Support', href: '/contact?subject=Support' },
  },
  {
    icon: PhoneIcon,
    title: 'Phone Support',
    text: `Call us on ${COMPANY.phone}.`,
    availability: 'Monday-Friday, 8AM-6PM GMT',
    action: { label: 'Call Us', href: COMPANY.phoneHref },
  },
  {
    icon: MailIcon,
    title: 'Email Support',
    text: `Write to ${EMAILS.support}.`,
    availability: 'Response within 24h',
    action: { label: 'Send Email', href: `mailto:${EMAILS.support}` },
  },
];
