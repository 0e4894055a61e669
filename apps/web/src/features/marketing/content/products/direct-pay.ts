/**
 * Copy of `/products/direct-pay`. Demo rates follow docs/product.md#constants (USD→RWF 1300).
 * @module
 */
import {
  ArrowLeftRightIcon,
  BadgeCheckIcon,
  ClockIcon,
  EyeIcon,
  SmartphoneIcon,
  UndoIcon,
} from 'lucide-react';
import type { ProductPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The Direct Pay product page. */
export const DIRECT_PAY_PAGE: ProductPageContent = {
  meta: {
    title: 'Direct Pay',
    description:
      'Pay suppliers, farmers and staff straight to their MTN, Airtel or M-Pesa wallets from your Malipo balance, with automatic currency conversion.',
  },
  hero: {
    eyebrow: 'Direct Pay',
    title: 'Pay anyone’s mobile wallet, in their currency',
    lead: 'Send money from your Malipo balance straight to an MTN Mobile Money, Airtel Money or M-Pesa wallet. Pay in USD, they receive Rwandan francs, and you see the rate before you confirm.',
  },
  features: [
    {
      icon: SmartphoneIcon,
      title: 'Straight to mobile wallets',
      text: 'MTN Mobile Money, Airtel Money and M-Pesa. Recipients need no Malipo account and no bank.',
    },
    {
      icon: ArrowLeftRightIcon,
      title: 'Automatic conversion',
      text: 'Pay from one currency into another with a live quote, e.g. 100.00 USD to 130,000 RWF.',
    },
    {
      icon: EyeIcon,
      title: 'Full price upfront',
      text: `The rate, the ${feePercent('directPay')} fee and the total are shown before you confirm. No surprises afterwards.`,
    },
    {
      icon: ClockIcon,
      title: 'Settles in seconds',
      text: 'Most payouts reach the wallet within seconds; you can follow each one until it is paid.',
    },
    {
      icon: UndoIcon,
      title: 'Automatic refunds',
      text: 'If a payout fails, the money and the fee return to your balance on their own.',
    },
    {
      icon: BadgeCheckIcon,
      title: 'Quick amounts',
      text: 'Repeat common payouts with one tap on 200, 500 or 1,000 and keep paying without retyping.',
    },
  ],
  steps: [
    { title: 'Enter the number', text: 'Choose the provider and type the recipient’s mobile number.' },
    { title: 'Set the amount', text: 'Pick what you pay from and what they receive; see the live quote.' },
    { title: 'Confirm', text: 'The payout goes out at once and you can track it until it is paid.' },
  ],
  benefits: [
    'Recipients need no bank account',
    'Live exchange rate before you confirm',
    `Only ${feePercent('directPay')} on the amount paid out`,
    'Failed payouts refunded automatically',
    'Every payout in your history and exports',
    'Ideal for farmer, supplier and staff payments',
  ],
  stats: [
    { value: '3', label: 'Mobile money networks' },
    { value: feePercent('directPay'), label: 'Only fee' },
    { value: '37', label: 'Currencies' },
    { value: '24/7', label: 'Payouts' },
  ],
  faq: [
    {
      question: 'What does Direct Pay cost?',
      answer: `A ${feePercent('directPay')} fee on the amount paid out, shown before you confirm. There is no other charge.`,
    },
    {
      question: 'What happens if the number is wrong or the payout fails?',
      answer: 'A failed payout returns the money and the fee to your Malipo balance automatically.',
    },
    {
      question: 'Which rate do you use?',
      answer:
        'The rate shown in your quote, which is the rate applied. It is refreshed as you type and locked when you confirm.',
    },
  ],
};
