/**
 * `/careers` route module (docs/product.md#site-pages).
 * @module
 */
import { CareersPage } from '@/features/marketing/pages/careers/careers-page';

export const Component = CareersPage;
