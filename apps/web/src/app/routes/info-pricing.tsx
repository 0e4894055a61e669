/**
 * `/pricing` route module (spec §2.5).
 * @module
 */
import { PricingPage } from '../../features/marketing/pages/pricing/pricing-page';

/** Route component. */
export const Component = PricingPage;
