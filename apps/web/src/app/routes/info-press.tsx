/**
 * `/press` route module (docs/product.md#site-pages).
 * @module
 */
import { PressPage } from '@/features/marketing/pages/press/press-page';

/** Route component. */
export const Component = PressPage;
