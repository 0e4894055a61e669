/**
 * Every product page's copy by slug (docs/product.md#routes: `/products/{slug}`), so one component renders them all.
 * @module
 */
import type { ProductSlug } from './product-summaries';
import type { ProductPageContent } from './types';
import { API_PAGE } from './products/api';
import { CATALOGUE_PAGE } from './products/catalogue';
import { DIRECT_PAY_PAGE } from './products/direct-pay';
import { PAYMENT_LINKS_PAGE } from './products/payment-links';
import { SEND_PAGE } from './products/send';
import { WALLET_PAGE } from './products/wallet';

/** Product page copy, by slug. */
export const PRODUCT_PAGES: Record<ProductSlug, ProductPageContent> = {
  'payment-links': PAYMENT_LINKS_PAGE,
  catalogue: CATALOGUE_PAGE,
  send: SEND_PAGE,
  'direct-pay': DIRECT_PAY_PAGE,
  api: API_PAGE,
  wallet: WALLET_PAGE,
};
