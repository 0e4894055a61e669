/**
 * `/contact` route module (spec §2.5).
 * @module
 */
import { ContactPage } from '../../features/marketing/pages/contact/contact-page';

/** Route component. */
export const Component = ContactPage;
