/**
 * `/resources` route module: the index page of the site's resources (docs/product.md#routes).
 * @module
 */
import { IndexPage } from '@/features/marketing/components/index-page';
import { RESOURCES_INDEX } from '@/features/marketing/content/index-pages';

export function Component() {
  return <IndexPage {...RESOURCES_INDEX} />;
}
