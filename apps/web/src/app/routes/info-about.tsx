/**
 * `/about` route module (docs/product.md#site-pages).
 * @module
 */
import { AboutPage } from '@/features/marketing/pages/about/about-page';

export const Component = AboutPage;
