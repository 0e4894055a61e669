/**
 * Copy of `/products/payment-links`.
 * @module
 */
import { BellIcon, CalendarClockIcon, HeartIcon, PaletteIcon, QrCodeIcon, RepeatIcon } from 'lucide-react';
import type { ProductPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The Payment Links product page. */
export const PAYMENT_LINKS_PAGE: ProductPageContent = {
  meta: {
    title: 'Payment Links',
    description:
      'Create a payment, donation or subscription link in minutes and get paid by card, mobile money or bank transfer. No website, no code, no transaction fees.',
  },
  hero: {
    eyebrow: 'Payment Links',
    title: 'Get paid with a link, no website needed',
    lead: 'Create a link in under a minute, share it on WhatsApp, SMS, email or social media, and your customers pay by card, mobile money or bank transfer from any phone.',
  },
  features: [
    {
      icon: QrCodeIcon,
      title: 'Share anywhere',
      text: 'Copy the link, send it in a chat or print its QR code on an invoice, a menu or a shop counter.',
    },
    {
      icon: HeartIcon,
      title: 'Donations',
      text: 'Donation pages show your goal, the amount raised and the donor count, with preset amounts and anonymous giving.',
    },
    {
      icon: RepeatIcon,
      title: 'Subscriptions',
      text: 'Bill customers weekly, monthly, quarterly or yearly with optional free trials; they can manage or cancel themselves.',
    },
    {
      icon: CalendarClockIcon,
      title: 'Expiry dates',
      text: 'Set a link to expire after an event or a sale ends; payers then see that it is no longer available.',
    },
    {
      icon: PaletteIcon,
      title: 'Your brand',
      text: 'Your logo and colours on every checkout page, so customers know exactly who they are paying.',
    },
    {
      icon: BellIcon,
      title: 'Instant notifications',
      text: 'See each payment in your dashboard the moment it succeeds; your customer gets a receipt automatically.',
    },
  ],
  steps: [
    {
      title: 'Create a link',
      text: 'Name what you are selling, set the amount and currency, add a description.',
    },
    { title: 'Share it', text: 'Send the link or QR code to your customers wherever you talk to them.' },
    { title: 'Get paid', text: 'Payments land in your Malipo balance instantly; withdraw when you choose.' },
  ],
  benefits: [
    `No transaction fees: only ${feePercent('withdrawal')} when you withdraw`,
    'Cards, MTN Mobile Money, Airtel Money and M-Pesa',
    'Amounts in USD, EUR, GBP, RWF, KES, UGX, TZS, NGN, GHS or ZAR',
    'Automatic receipts for every payer',
    'Works on low-end phones and slow networks',
    'Deactivate or reactivate a link at any time',
  ],
  stats: [
    { value: '< 1 min', label: 'To create a link' },
    { value: '0%', label: 'Transaction fees' },
    { value: '100+', label: 'Countries payers pay from' },
    { value: '24/7', label: 'Support' },
  ],
  faq: [
    {
      question: 'Do my customers need a Malipo account?',
      answer: 'No. Anyone can pay through a link with a card or a mobile money wallet, without signing up.',
    },
    {
      question: 'Can I reuse a link?',
      answer:
        'Yes. A link stays active until you deactivate it or it reaches its expiry date, so one link can take many payments.',
    },
    {
      question: 'What does it cost?',
      answer: `Creating links and receiving payments is free. You pay ${feePercent('withdrawal')} only when you withdraw to a bank account or mobile wallet.`,
    },
  ],
};
