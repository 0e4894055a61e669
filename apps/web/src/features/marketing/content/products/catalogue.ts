/**
 * Copy of `/products/catalogue`.
 * @module
 */
import {
  ImageIcon,
  PackageIcon,
  ReceiptIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  ToggleRightIcon,
} from 'lucide-react';
import type { ProductPageContent } from '../types';

/** The Catalogue product page. */
export const CATALOGUE_PAGE: ProductPageContent = {
  meta: {
    title: 'Catalogue',
    description:
      'Turn your products into an online storefront with a cart and a secure checkout. Share one link and take orders paid by card or mobile money.',
  },
  hero: {
    eyebrow: 'Catalogue',
    title: 'Your shop online in an afternoon',
    lead: 'List your products with photos and prices, share one storefront link, and let customers fill a cart and pay by card or mobile money. Every order lands in your dashboard.',
  },
  features: [
    {
      icon: ImageIcon,
      title: 'Products with photos',
      text: 'Add names, descriptions, prices and pictures. Reorder, edit or hide products whenever stock changes.',
    },
    {
      icon: ShoppingCartIcon,
      title: 'Cart and checkout',
      text: 'Customers choose quantities, review their cart and pay on one secure page that remembers their basket.',
    },
    {
      icon: SmartphoneIcon,
      title: 'Mobile first',
      text: 'A storefront built for phones: fast on slow networks and easy to share on WhatsApp and Instagram.',
    },
    {
      icon: ReceiptIcon,
      title: 'Orders and receipts',
      text: 'Each order carries its items, the customer’s details and a receipt, for you and for your customer.',
    },
    {
      icon: PackageIcon,
      title: 'Several catalogues',
      text: 'Run one catalogue per shop, season or market, each with its own link and currency.',
    },
    {
      icon: ToggleRightIcon,
      title: 'Open or closed',
      text: 'Pause a catalogue while you restock; customers see it is unavailable instead of ordering.',
    },
  ],
  steps: [
    { title: 'Add your products', text: 'Name, price, description and photo for each item you sell.' },
    { title: 'Share your storefront', text: 'One link for your bio, your status or your printed flyers.' },
    { title: 'Fulfil paid orders', text: 'Orders arrive paid, with everything you need to deliver them.' },
  ],
  benefits: [
    'No website, hosting or developer needed',
    'Prices in USD, EUR, GBP, RWF and more',
    'Cards and mobile money on the same checkout',
    'Included in the Professional plan and above',
    'Customers pay without creating an account',
    'Automatic receipts for every order',
  ],
  stats: [
    { value: '1', label: 'Link for your whole shop' },
    { value: '0%', label: 'Transaction fees' },
    { value: '37', label: 'Currencies' },
    { value: '4.9/5', label: 'Merchant rating' },
  ],
  faq: [
    {
      question: 'Which plan includes the catalogue builder?',
      answer: 'The catalogue builder comes with the Professional plan ($29 a month) and every plan above it.',
    },
    {
      question: 'Can customers order several items at once?',
      answer:
        'Yes. They add products to a cart, change quantities and pay for the whole order in one checkout.',
    },
    {
      question: 'How do I know an order was paid?',
      answer:
        'Paid orders appear in your dashboard and transaction history at once, with the items and the customer’s details.',
    },
  ],
};
