/**
 * Malipo's products in one line each (docs/product.md#routes, docs/product.md#home-page): what the navigation menu, the home page's
 * product cards and the `/products` index show. The full product pages live in `products.ts`.
 * @module
 */
import type { LucideIcon } from 'lucide-react';
import { CodeIcon, Link2Icon, SendIcon, ShoppingBagIcon, SmartphoneIcon, WalletIcon } from 'lucide-react';

/** The products, by the slug of their page (`/products/{slug}`). */
export const PRODUCT_SLUGS = ['payment-links', 'catalogue', 'send', 'direct-pay', 'api', 'wallet'] as const;

/** A product's slug. */
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** A product as menus and cards show it. */
export interface ProductSummary {
  slug: ProductSlug;
  name: string;
  /** One sentence under the name. */
  tagline: string;
  icon: LucideIcon;
}

/** Every product in menu order. */
export const PRODUCT_SUMMARIES: readonly ProductSummary[] = [
  {
    slug: 'payment-links',
    name: 'Payment Links',
    tagline: 'Create a link in minutes and get paid by card or mobile money. No website or code needed.',
    icon: Link2Icon,
  },
  {
    slug: 'catalogue',
    name: 'Catalogue',
    tagline: 'Put your products in an online storefront with a cart and a checkout your customers trust.',
    icon: ShoppingBagIcon,
  },
  {
    slug: 'send',
    name: 'Send',
    tagline: 'Send money to any Malipo user across Africa instantly, with no transfer fee.',
    icon: SendIcon,
  },
  {
    slug: 'direct-pay',
    name: 'Direct Pay',
    tagline: 'Pay suppliers and staff straight to their mobile wallets, with automatic conversion.',
    icon: SmartphoneIcon,
  },
  {
    slug: 'api',
    name: 'API',
    tagline: 'Build payments into your app with a REST API, SDKs, signed webhooks and fraud protection.',
    icon: CodeIcon,
  },
  {
    slug: 'wallet',
    name: 'Wallet',
    tagline: 'Hold balances in several currencies, convert between them and withdraw when you choose.',
    icon: WalletIcon,
  },
];

/** Whether `slug` names a product page. */
export function isProductSlug(slug: string | undefined): slug is ProductSlug {
  return PRODUCT_SLUGS.some((known) => known === slug);
}
