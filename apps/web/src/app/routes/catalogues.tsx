/**
 * `/dashboard/catalogue`: the merchant's catalogues with their totals (docs/product.md#dashboard).
 * @module
 */
import { CataloguesList } from '@/features/catalogues/components/catalogues-list';

export function Component() {
  return (
    <>
      <title>Catalogues · Malipo</title>
      <CataloguesList />
    </>
  );
}
