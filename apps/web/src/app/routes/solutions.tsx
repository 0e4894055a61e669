/**
 * `/solutions` route module: the index page of the site's solutions (docs/product.md#routes).
 * @module
 */
import { IndexPage } from '@/features/marketing/components/index-page';
import { SOLUTIONS_INDEX } from '@/features/marketing/content/index-pages';

export function Component() {
  return <IndexPage {...SOLUTIONS_INDEX} />;
}
