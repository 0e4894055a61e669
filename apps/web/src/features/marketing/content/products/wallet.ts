/**
 * Copy of `/products/wallet`. Fees follow docs/product.md#constants (2% only on withdrawal).
 * @module
 */
import {
  ArrowDownToLineIcon,
  ArrowLeftRightIcon,
  CoinsIcon,
  CreditCardIcon,
  LandmarkIcon,
  LineChartIcon,
} from 'lucide-react';
import type { ProductPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The Wallet product page. */
export const WALLET_PAGE: ProductPageContent = {
  meta: {
    title: 'Wallet',
    description: `Hold balances in several currencies, convert between them, pay with a virtual card and withdraw to a bank or mobile wallet for a flat ${feePercent('withdrawal')}.`,
  },
  hero: {
    eyebrow: 'Wallet',
    title: 'One balance for everything you earn',
    lead: 'Every payment you receive lands in your Malipo wallet. Hold several currencies, convert at clear rates, spend with a virtual card and withdraw to a bank or mobile wallet when you choose.',
  },
  features: [
    {
      icon: CoinsIcon,
      title: 'Multi-currency balances',
      text: 'Keep money in USD, EUR, GBP, RWF, KES, NGN and more, each with its own balance.',
    },
    {
      icon: ArrowLeftRightIcon,
      title: 'Convert in a tap',
      text: 'Move money between your currencies with the rate shown before you confirm.',
    },
    {
      icon: ArrowDownToLineIcon,
      title: 'Deposit',
      text: 'Top up your wallet by card or mobile money to pay suppliers or send money.',
    },
    {
      icon: LandmarkIcon,
      title: 'Withdraw anywhere',
      text: `To a saved bank account or an MTN, Airtel or M-Pesa wallet, for a flat ${feePercent('withdrawal')} shown upfront.`,
    },
    {
      icon: CreditCardIcon,
      title: 'Virtual card',
      text: 'Issue a virtual card on your balance for online spending, and freeze it any time.',
    },
    {
      icon: LineChartIcon,
      title: 'Income at a glance',
      text: 'Charts of your income and revenue by product, and a history you can filter and export.',
    },
  ],
  steps: [
    { title: 'Get paid', text: 'Links, catalogues and API payments all credit your wallet instantly.' },
    { title: 'Manage your money', text: 'Convert, send, pay merchants or spend with your virtual card.' },
    { title: 'Withdraw', text: 'Cash out to your bank or mobile wallet whenever you are ready.' },
  ],
  benefits: [
    'No fee to receive, hold or send between wallets',
    `${feePercent('withdrawal')} only when you withdraw`,
    'Balances that can never go negative',
    'Failed withdrawals refunded with their fee',
    'Settlement from 2-3 days down to instant by plan',
    'Every movement recorded in a double-entry ledger',
  ],
  stats: [
    { value: '37', label: 'Currencies' },
    { value: feePercent('withdrawal'), label: 'Withdrawal fee only' },
    { value: '0', label: 'Hidden fees' },
    { value: '24/7', label: 'Access' },
  ],
  faq: [
    {
      question: 'How long do withdrawals take?',
      answer:
        'Starter 2-3 days, Professional 1-2 days, Business same-day and Enterprise instant. Bank transfers generally take 1-3 business days.',
    },
    {
      question: 'What does the wallet cost?',
      answer: `Nothing to hold or receive money. Withdrawals to a bank or mobile wallet cost ${feePercent('withdrawal')}.`,
    },
    {
      question: 'Is my money safe?',
      answer:
        'Balances are derived from an append-only ledger, every movement is recorded twice, and withdrawals check your funds before they leave.',
    },
  ],
};
