/**
 * `/help` route module (docs/product.md#site-pages).
 * @module
 */
import { HelpPage } from '@/features/marketing/pages/help/help-page';

/** Route component. */
export const Component = HelpPage;
