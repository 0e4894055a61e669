/**
 * `/privacy-policy` route module (docs/product.md#site-pages).
 * @module
 */
import { PRIVACY_POLICY } from '@/features/marketing/content/info/privacy-policy';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { LegalPage } from '@/features/marketing/pages/common/legal-page';

export function Component() {
  return <LegalPage header={PAGE_HEADERS.privacyPolicy} document={PRIVACY_POLICY} />;
}
