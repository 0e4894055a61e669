/**
 * `/help` route module (docs/product.md#site-pages).
 * @module
 */
import { HelpPage } from '@/features/marketing/pages/help/help-page';

export const Component = HelpPage;
