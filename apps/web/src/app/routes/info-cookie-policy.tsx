/**
 * `/cookie-policy` route module (docs/product.md#site-pages).
 * @module
 */
import { COOKIE_POLICY } from '@/features/marketing/content/info/cookie-policy';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { LegalPage } from '@/features/marketing/pages/common/legal-page';

export function Component() {
  return <LegalPage header={PAGE_HEADERS.cookiePolicy} document={COOKIE_POLICY} />;
}
