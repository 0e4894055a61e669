/**
 * `/products` route module: the index page of the site's products (docs/product.md#routes).
 * @module
 */
import { IndexPage } from '@/features/marketing/components/index-page';
import { PRODUCTS_INDEX } from '@/features/marketing/content/index-pages';

export function Component() {
  return <IndexPage {...PRODUCTS_INDEX} />;
}
