/**
 * Copy of `/solutions/retail`.
 * @module
 */
import {
  HashIcon,
  MessageCircleIcon,
  PackageIcon,
  QrCodeIcon,
  ShoppingBagIcon,
  StoreIcon,
} from 'lucide-react';
import type { SolutionPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The retail solution page. */
export const RETAIL_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for retail',
    description:
      'Sell in store, on WhatsApp, Instagram and online with one Malipo catalogue and one balance. Cards, mobile money and QR codes at no transaction fee.',
  },
  hero: {
    eyebrow: 'Retail',
    title: 'Sell everywhere your customers shop',
    lead: 'Boutiques, supermarkets and online shops use Malipo to take payments at the counter, in chats and online, with every sale in one balance and one history.',
  },
  features: [
    {
      icon: ShoppingBagIcon,
      title: 'Online storefront',
      text: 'A catalogue with cart and checkout, shareable as one link.',
    },
    {
      icon: MessageCircleIcon,
      title: 'Social selling',
      text: 'Send a payment link in WhatsApp or Instagram chats and close the sale there.',
    },
    {
      icon: QrCodeIcon,
      title: 'QR at the counter',
      text: 'Print a link’s QR code; customers scan and pay by mobile money or card.',
    },
    {
      icon: HashIcon,
      title: 'Merchant code',
      text: 'Malipo users pay you instantly with your merchant code.',
    },
    {
      icon: PackageIcon,
      title: 'Order details',
      text: 'Every order with items, quantities and the customer’s contact.',
    },
    {
      icon: StoreIcon,
      title: 'Several shops',
      text: 'One catalogue per branch or brand, all in one dashboard.',
    },
  ],
  benefits: [
    'No card terminal to buy or rent',
    `No transaction fees: ${feePercent('withdrawal')} only at withdrawal`,
    'Same-day settlement on the Business plan',
    'Custom branding on every checkout',
    'Receipts sent automatically',
    'Sales analytics on your dashboard',
  ],
  stats: [
    { value: '0%', label: 'Transaction fees' },
    { value: '3', label: 'Ways to sell: in store, chat, online' },
    { value: 'Same day', label: 'Settlement on Business' },
    { value: '4.9/5', label: 'Merchant rating' },
  ],
  segments: [
    { name: 'Boutiques', text: 'Fashion, beauty and crafts.' },
    { name: 'Grocers & supermarkets', text: 'Counter payments and deliveries.' },
    { name: 'Electronics', text: 'High-value items paid securely.' },
    { name: 'Online-only shops', text: 'Social and web storefronts.' },
  ],
  testimonials: [
    {
      quote:
        'Our catalogue went live on a Friday and we took orders from Lagos to London that weekend. No developer, no website, just a link on Instagram.',
      name: 'Chidi Okafor',
      role: 'Founder',
      organization: 'Lagos Threads',
    },
    {
      quote:
        'Customers scan the QR at the till and pay with MTN. We stopped counting change and started counting sales.',
      name: 'Marie Claire Ishimwe',
      role: 'Owner',
      organization: 'Kigali Crafts',
    },
  ],
};
