/**
 * `/dashboard/catalogue/:catalogueId/edit`: the catalogue editor. A route of its own so Back and
 * deep links work.
 * @module
 */
import { useParams } from 'react-router';
import { CatalogueEditor } from '@/features/catalogues/components/catalogue-editor';

export function Component() {
  const { catalogueId = '' } = useParams();
  return (
    <>
      <title>Edit catalogue · Malipo</title>
      <CatalogueEditor key={catalogueId} catalogueId={catalogueId} />
    </>
  );
}
