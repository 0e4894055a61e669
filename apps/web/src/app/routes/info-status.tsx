/**
 * `/status` route module (docs/product.md#site-pages).
 * @module
 */
import { StatusPage } from '@/features/marketing/pages/status/status-page';

export const Component = StatusPage;
