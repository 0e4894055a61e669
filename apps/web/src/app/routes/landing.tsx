/**
 * `/` route module: the home page (docs/product.md#home-page) inside the site layout.
 * @module
 */
import { HomePage } from '@/features/marketing/components/home-page';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { HOME_META } from '@/features/marketing/content/home';

export function Component() {
  return (
    <>
      <PageMeta {...HOME_META} />
      <HomePage />
    </>
  );
}
