/**
 * `/blog` route module (docs/product.md#site-pages).
 * @module
 */
import { BlogPage } from '@/features/marketing/pages/blog/blog-page';

export const Component = BlogPage;
