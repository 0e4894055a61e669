/**
 * The blog's posts and categories (docs/product.md#site-pages blog, docs/product.md#entities Blog post). The first post is the featured one.
 * @module
 */
import type { BlogPost } from './types';

/** The filter's "every category" choice. */
export const ALL_CATEGORIES = 'All';

/** Posts, newest first; the first is featured at the top of the page. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'mobile-money-checkout-2026',
    title: 'Mobile money checkout: what we learned from a million payments',
    excerpt:
      'Payers approve prompts on their phones in under 20 seconds on average. Here is how we designed checkout around MTN MoMo, Airtel Money and M-Pesa.',
    author: 'Amani Nkurunziza',
    date: '2026-11-10',
    readTime: '8 min read',
    category: 'Product',
    image: 'linear-gradient(135deg, #047857 0%, #0d9488 100%)',
    tags: ['mobile money', 'checkout', 'M-Pesa'],
  },
  {
    id: 'payment-links-for-schools',
    title: 'How schools collect fees with payment links',
    excerpt:
      'Three schools in Kigali and Kampala moved fee collection from cash to payment links. Parents pay from their phones and bursars reconcile in minutes.',
    author: 'Grace Uwimana',
    date: '2026-10-28',
    readTime: '5 min read',
    category: 'Customer Stories',
    image: 'linear-gradient(135deg, #1d4ed8 0%, #0ea5e9 100%)',
    tags: ['education', 'payment links'],
  },
  {
    id: 'idempotency-keys-explained',
    title: 'Idempotency keys: why a retry never charges twice',
    excerpt:
      'Flaky networks are normal. We explain how the Idempotency-Key header makes every money-moving request in our API safe to retry.',
    author: 'David Mensah',
    date: '2026-10-15',
    readTime: '7 min read',
    category: 'Engineering',
    image: 'linear-gradient(135deg, #334155 0%, #0f172a 100%)',
    tags: ['API', 'reliability'],
  },
  {
    id: 'cross-border-payments-africa',
    title: 'Selling across borders in Africa without the headaches',
    excerpt:
      'Accept payments in 37 currencies and let Malipo handle conversion. A practical guide for merchants selling to neighbouring countries.',
    author: 'Fatima Diallo',
    date: '2026-09-30',
    readTime: '6 min read',
    category: 'Guides',
    image: 'linear-gradient(135deg, #b45309 0%, #f59e0b 100%)',
    tags: ['currencies', 'cross-border'],
  },
  {
    id: 'protecting-against-card-fraud',
    title: 'Five ways to protect your business from card fraud',
    excerpt:
      'Chargebacks hurt small businesses most. These checks, most of them automatic in Malipo, stop fraudulent payments before they cost you.',
    author: 'Joseph Okello',
    date: '2026-09-12',
    readTime: '4 min read',
    category: 'Security',
    image: 'linear-gradient(135deg, #be123c 0%, #f43f5e 100%)',
    tags: ['fraud', 'cards'],
  },
  {
    id: 'malipo-expands-to-ghana',
    title: 'Malipo is now live in Ghana',
    excerpt:
      'Ghanaian businesses can now accept cards and mobile money and withdraw to local banks and wallets, with no setup or transaction fees.',
    author: 'Amani Nkurunziza',
    date: '2026-08-20',
    readTime: '3 min read',
    category: 'Company News',
    image: 'linear-gradient(135deg, #6d28d9 0%, #a855f7 100%)',
    tags: ['expansion', 'Ghana'],
  },
  {
    id: 'subscriptions-for-small-businesses',
    title: 'Recurring revenue for small businesses: a subscriptions primer',
    excerpt:
      'From gyms to software, subscriptions smooth out cash flow. Learn how to set up plans, free trials and automatic renewals in minutes.',
    author: 'Grace Uwimana',
    date: '2026-08-05',
    readTime: '6 min read',
    category: 'Guides',
    image: 'linear-gradient(135deg, #0f766e 0%, #14b8a6 100%)',
    tags: ['subscriptions', 'billing'],
  },
];

/** Category badges: every category that has a post, after "All". */
export const BLOG_CATEGORIES: readonly string[] = [
  ALL_CATEGORIES,
  ...new Set(BLOG_POSTS.map((post) => post.category)),
];
