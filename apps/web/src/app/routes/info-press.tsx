/**
 * `/press` route module (docs/product.md#site-pages).
 * @module
 */
import { PressPage } from '@/features/marketing/pages/press/press-page';

export const Component = PressPage;
