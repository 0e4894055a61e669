/**
 * Copy of the home page (docs/product.md#home-page), section by section. Figures follow docs/product.md#constants: no transaction or
 * setup fees, 2% only on withdrawal, 37 currencies, 100+ countries, 99.9% uptime, 24/7 support,
 * 4.9/5 rating.
 * @module
 */
import {
  BanknoteIcon,
  CreditCardIcon,
  GlobeIcon,
  LandmarkIcon,
  RepeatIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  WalletIcon,
  ZapIcon,
} from 'lucide-react';
import type { Feature, FaqItem, PageMetaData, Stat, Testimonial } from './types';
import { feePercent } from '@/lib/fee-label';

/** The home page's title and description. */
export const HOME_META: PageMetaData = {
  title: 'Payments for African businesses',
  description: `Accept cards, mobile money and bank transfers from 100+ countries with payment links, catalogues and an API. No transaction fees: only ${feePercent('withdrawal')} when you withdraw.`,
};

/** How long each country shows in the hero before the next (docs/product.md#constants: 2000 ms). */
export const HERO_ROTATION_MS = 2000;

/** The hero's rotating countries (docs/product.md#home-page: 10 entries), as ISO 3166-1 alpha-2 codes. */
export const HERO_COUNTRY_CODES = ['RW', 'NG', 'KE', 'GH', 'ZA', 'UG', 'TZ', 'SN', 'CI', 'EG'] as const;

/** The hero's copy around the rotating country. */
export const HOME_HERO = {
  eyebrow: `No transaction fees · ${feePercent('withdrawal')} only when you withdraw`,
  /** Followed by "in {country}" on screen, "across Africa" for screen readers. */
  titleStart: 'Get paid',
  lead: 'Malipo lets African businesses accept cards, mobile money and bank transfers from 100+ countries in 37 currencies, with payment links, catalogues and an API. Set up in minutes, no code needed.',
} as const;

/** Businesses shown in the scrolling strip under the hero. */
export const MERCHANT_NAMES = [
  'Kigali Crafts',
  'Lagos Threads',
  'Nairobi Roasters',
  'Accra Fresh Market',
  'Cape Town Cellars',
  'Kampala Tech Hub',
  'Dar Spice Co.',
  'Dakar Prints',
  'Abidjan Beauty',
  'Addis Coffee House',
  'Lusaka Solar',
  'Musanze Eco Lodge',
] as const;

/** The payment methods grid: how payers can pay. */
export const PAYMENT_METHODS: readonly Feature[] = [
  { icon: CreditCardIcon, title: 'Visa & Mastercard', text: 'Debit and credit cards from any country.' },
  { icon: SmartphoneIcon, title: 'MTN Mobile Money', text: 'Payers approve the prompt on their phone.' },
  { icon: SmartphoneIcon, title: 'Airtel Money', text: 'Across East, Central and West Africa.' },
  { icon: SmartphoneIcon, title: 'M-Pesa', text: 'Kenya and Tanzania’s favourite wallet.' },
  { icon: LandmarkIcon, title: 'Bank transfer', text: 'A reference and account to pay into.' },
  { icon: GlobeIcon, title: 'PayPal & Stripe', text: 'Gateways for verified merchants.' },
  { icon: RepeatIcon, title: 'Recurring billing', text: 'Weekly, monthly, quarterly or yearly plans.' },
  { icon: WalletIcon, title: 'Malipo wallet', text: 'Malipo users pay each other instantly.' },
];

/** The three feature cards under the payment methods. */
export const PAYMENT_FEATURES: readonly Feature[] = [
  {
    icon: ZapIcon,
    title: 'Instant payments',
    text: 'Every successful payment lands in your balance at once, with a receipt sent to your customer automatically.',
  },
  {
    icon: BanknoteIcon,
    title: '37 currencies, converted for you',
    text: 'Price in NGN, KES, GHS, ZAR, TZS, UGX, USD, EUR, GBP and more. Malipo converts at clear rates when you need it.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Bank-grade security',
    text: 'PCI DSS Level 1 compliant, with card data that never touches your systems and fraud checks on every payment.',
  },
];

/** How many countries the grid shows before 'See all countries' (docs/product.md#constants: 16). */
export const COUNTRIES_SHOWN_INITIALLY = 16;

/** The testimonials grid (docs/product.md#home-page: 6 cards). */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We used to chase parents for cash every term. Now each family gets a Malipo link and fees arrive by mobile money before the first day of school.',
    name: 'Aline Uwase',
    role: 'Bursar',
    organization: 'Green Hills Academy, Kigali',
  },
  {
    quote:
      'Our catalogue went live on a Friday and we took orders from Lagos to London that weekend. No developer, no website, just a link on Instagram.',
    name: 'Chidi Okafor',
    role: 'Founder',
    organization: 'Lagos Threads',
  },
  {
    quote:
      'Paying 400 coffee farmers used to take a week of cash runs. With Direct Pay it takes an afternoon, and every farmer gets an SMS.',
    name: 'Wanjiru Kamau',
    role: 'Operations Lead',
    organization: 'Nairobi Roasters',
  },
  {
    quote:
      'The API and webhooks were the cleanest we have integrated. Sandbox to live in two weeks, and support answered at 2 AM when we needed them.',
    name: 'Kwame Mensah',
    role: 'CTO',
    organization: 'Accra Fresh Market',
  },
  {
    quote:
      'No transaction fees means our donors’ money goes to the programme. The 2% at withdrawal is the only cost we see, and it is shown upfront.',
    name: 'Fatou Diallo',
    role: 'Finance Director',
    organization: 'Sahel Water Trust',
  },
  {
    quote:
      'Guests book from 30 countries. They pay in their own currency, we are paid in Rwandan francs, and reconciliation is one export.',
    name: 'Jean-Paul Habimana',
    role: 'General Manager',
    organization: 'Musanze Eco Lodge',
  },
];

/** The figures beside the testimonials (docs/product.md#home-page). */
export const HOME_STATS: readonly Stat[] = [
  { value: '0', label: 'Hidden fees' },
  { value: '24/7', label: 'Support' },
  { value: '99.9%', label: 'Uptime' },
  { value: '4.9/5', label: 'Rating' },
];

/** The FAQ accordion (docs/product.md#home-page: 10 questions). */
export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'How much does Malipo cost?',
    answer: `Opening an account is free and there are no setup fees or transaction fees on the payments you receive. Malipo charges ${feePercent('withdrawal')} only when you withdraw to a bank account or mobile wallet. Paid plans (Professional at $29 and Business at $99 a month) add features such as the API, webhooks and custom branding.`,
  },
  {
    question: 'Which payment methods can my customers use?',
    answer:
      'Visa and Mastercard cards, MTN Mobile Money, Airtel Money and M-Pesa, bank transfers and Malipo wallet payments. Verified merchants can also accept PayPal and Stripe.',
  },
  {
    question: 'Which countries and currencies do you support?',
    answer:
      'You can receive payments from customers in 100+ countries and hold or convert money in 37 currencies, including NGN, KES, GHS, ZAR, TZS, UGX, RWF, USD, EUR and GBP.',
  },
  {
    question: 'Do I need a website or a developer?',
    answer:
      'No. Payment links, donation pages, subscription links and catalogues are created from your dashboard in minutes and shared by WhatsApp, SMS, email or social media. Developers can use the API when you want payments inside your own app.',
  },
  {
    question: 'How fast do I get my money?',
    answer:
      'Payments reach your Malipo balance the moment they succeed. Withdrawals settle in 2-3 days on Starter, 1-2 days on Professional, the same day on Business and instantly on Enterprise; bank transfers generally take 1-3 business days.',
  },
  {
    question: 'Is Malipo secure?',
    answer:
      'Yes. Malipo is PCI DSS Level 1 compliant. Card numbers are tokenized by the payment provider and never stored by Malipo or by you, every payment is screened for fraud, and your account is protected by encrypted sessions.',
  },
  {
    question: 'Can I charge customers every month?',
    answer:
      'Yes. Subscription links bill customers weekly, monthly, quarterly or yearly, with an optional free trial, and customers can manage or cancel their subscription themselves.',
  },
  {
    question: 'How do I withdraw my money?',
    answer: `From your dashboard, withdraw to a saved bank account or to an MTN, Airtel or M-Pesa wallet. The ${feePercent('withdrawal')} fee is shown before you confirm, and a failed payout returns the money and the fee to your balance.`,
  },
  {
    question: 'Can I accept donations?',
    answer:
      'Yes. Donation links show your goal, how much has been raised and by how many donors, with preset amounts of 10, 25, 50, 100, 250 and 500 and an option to give anonymously.',
  },
  {
    question: 'How do I get help?',
    answer:
      'Our support team is available 24/7 by live chat, by email (answered within 24 hours) and by phone Monday-Friday 8:00 AM-6:00 PM GMT. The Help Center and the documentation cover most questions.',
  },
];
