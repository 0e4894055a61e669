/**
 * `/terms-of-service` route module (docs/product.md#site-pages).
 * @module
 */
import { TERMS_OF_SERVICE } from '@/features/marketing/content/info/terms-of-service';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { LegalPage } from '@/features/marketing/pages/common/legal-page';

export function Component() {
  return <LegalPage header={PAGE_HEADERS.termsOfService} document={TERMS_OF_SERVICE} />;
}
