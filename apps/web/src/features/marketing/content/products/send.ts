/**
 * Copy of `/products/send`.
 * @module
 */
import { AtSignIcon, HashIcon, HistoryIcon, LockIcon, UsersIcon, ZapIcon } from 'lucide-react';
import type { ProductPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The Send product page. */
export const SEND_PAGE: ProductPageContent = {
  meta: {
    title: 'Send',
    description:
      'Send money instantly to any Malipo user across Africa, or pay a business by its merchant code. No transfer fees between Malipo wallets.',
  },
  hero: {
    eyebrow: 'Send',
    title: 'Move money across Africa in seconds',
    lead: 'Send money to any Malipo user by email or phone, or pay a business by its merchant code. The money arrives instantly, with no fee between Malipo wallets.',
  },
  features: [
    {
      icon: ZapIcon,
      title: 'Instant transfers',
      text: 'Money moves between Malipo wallets the moment you confirm, day or night, weekends included.',
    },
    {
      icon: AtSignIcon,
      title: 'Send by email or phone',
      text: 'All you need is the recipient’s Malipo email or phone number. We show who it is before you confirm.',
    },
    {
      icon: HashIcon,
      title: 'Pay by merchant code',
      text: 'Pay a shop, a school or a supplier with its Malipo merchant code, straight from your balance.',
    },
    {
      icon: UsersIcon,
      title: 'Pay your team',
      text: 'Reimburse staff, share costs with partners or send allowances without leaving your dashboard.',
    },
    {
      icon: HistoryIcon,
      title: 'Every transfer recorded',
      text: 'Each send appears in both parties’ history with its reference, ready for your accountant.',
    },
    {
      icon: LockIcon,
      title: 'Protected balances',
      text: 'A transfer never takes more than your available balance, and confirmed sends cannot be duplicated.',
    },
  ],
  steps: [
    { title: 'Choose the recipient', text: 'Enter their Malipo email or phone, or a merchant code.' },
    { title: 'Enter the amount', text: 'Pick the wallet and amount, add a note for the recipient.' },
    { title: 'Confirm', text: 'The money is in their wallet at once, and you both get a record.' },
  ],
  benefits: [
    'No fee between Malipo wallets',
    'Instant, every day of the year',
    'Safe against double taps and retries',
    'Balances in several currencies',
    'A full, exportable transaction history',
    `Withdraw to a bank or mobile wallet for ${feePercent('withdrawal')}`,
  ],
  stats: [
    { value: '0%', label: 'Fee between wallets' },
    { value: '< 5 s', label: 'Typical transfer time' },
    { value: '24/7', label: 'Availability' },
    { value: '99.9%', label: 'Uptime' },
  ],
  faq: [
    {
      question: 'Does the recipient need a Malipo account?',
      answer:
        'Yes, Send moves money between Malipo wallets. To pay someone’s mobile wallet directly, use Direct Pay.',
    },
    {
      question: 'Is there a limit?',
      answer: 'You can send up to your available balance; plan volume caps apply to the money you receive.',
    },
    {
      question: 'Can I cancel a transfer?',
      answer:
        'Transfers are instant and final once confirmed, so check the recipient shown before you confirm.',
    },
  ],
};
