/**
 * `/docs` route module (spec §2.5).
 * @module
 */
import { DocsPage } from '../../features/marketing/pages/docs/docs-page';

/** Route component. */
export const Component = DocsPage;
