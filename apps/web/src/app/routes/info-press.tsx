/**
 * `/press` route module (spec §2.5).
 * @module
 */
import { PressPage } from '../../features/marketing/pages/press/press-page';

/** Route component. */
export const Component = PressPage;
