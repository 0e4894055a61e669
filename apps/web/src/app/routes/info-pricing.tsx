/**
 * `/pricing` route module (docs/product.md#site-pages).
 * @module
 */
import { PricingPage } from '@/features/marketing/pages/pricing/pricing-page';

/** Route component. */
export const Component = PricingPage;
