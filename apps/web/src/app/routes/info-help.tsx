/**
 * `/help` route module (spec §2.5).
 * @module
 */
import { HelpPage } from '../../features/marketing/pages/help/help-page';

/** Route component. */
export const Component = HelpPage;
