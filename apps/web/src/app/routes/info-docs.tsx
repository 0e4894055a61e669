/**
 * `/docs` route module (docs/product.md#site-pages).
 * @module
 */
import { DocsPage } from '@/features/marketing/pages/docs/docs-page';

export const Component = DocsPage;
