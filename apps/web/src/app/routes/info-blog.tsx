/**
 * `/blog` route module (docs/product.md#site-pages).
 * @module
 */
import { BlogPage } from '@/features/marketing/pages/blog/blog-page';

/** Route component. */
export const Component = BlogPage;
