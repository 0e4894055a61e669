/**
 * `/careers` route module (spec §2.5).
 * @module
 */
import { CareersPage } from '../../features/marketing/pages/careers/careers-page';

/** Route component. */
export const Component = CareersPage;
