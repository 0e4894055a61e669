/**
 * `/security` route module (docs/product.md#site-pages).
 * @module
 */
import { SecurityPage } from '@/features/marketing/pages/security/security-page';

export const Component = SecurityPage;
