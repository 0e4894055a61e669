/**
 * `/security` route module (spec §2.5).
 * @module
 */
import { SecurityPage } from '../../features/marketing/pages/security/security-page';

/** Route component. */
export const Component = SecurityPage;
