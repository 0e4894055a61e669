/**
 * `/dashboard/catalogue`: the merchant's catalogues with their totals (spec §2.7).
 * @module
 */
import { CataloguesList } from '../../features/catalogues/components/catalogues-list';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Catalogues · Malipo</title>
      <CataloguesList />
    </>
  );
}
