/**
 * `/status` route module (spec §2.5).
 * @module
 */
import { StatusPage } from '../../features/marketing/pages/status/status-page';

/** Route component. */
export const Component = StatusPage;
