/**
 * `/dashboard/create-link/catalogue`: the catalogue creator (docs/product.md#dashboard).
 * @module
 */
import { CatalogueCreator } from '@/features/catalogues/components/catalogue-creator';

export function Component() {
  return (
    <>
      <title>Create a catalogue · Malipo</title>
      <CatalogueCreator />
    </>
  );
}
