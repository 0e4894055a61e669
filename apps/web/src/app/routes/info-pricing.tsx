/**
 * `/pricing` route module (docs/product.md#site-pages).
 * @module
 */
import { PricingPage } from '@/features/marketing/pages/pricing/pricing-page';

export const Component = PricingPage;
