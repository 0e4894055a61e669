/**
 * `/about` route module (spec §2.5).
 * @module
 */
import { AboutPage } from '../../features/marketing/pages/about/about-page';

/** Route component. */
export const Component = AboutPage;
