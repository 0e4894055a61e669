/**
 * `/blog` route module (spec §2.5).
 * @module
 */
import { BlogPage } from '../../features/marketing/pages/blog/blog-page';

/** Route component. */
export const Component = BlogPage;
