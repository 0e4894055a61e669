/**
 * `/contact` route module (docs/product.md#site-pages).
 * @module
 */
import { ContactPage } from '@/features/marketing/pages/contact/contact-page';

export const Component = ContactPage;
