import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CreatorPage } from '@/components/creator-page';
import { paths } from '@/config/paths';
import { useCreateCatalogue } from '../api/create-catalogue';
import { EMPTY_CATALOGUE_FORM } from '../lib/catalogue-form';
import { CatalogueForm } from './catalogue-form';

/**
 * The catalogue creator (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#validation): a title and at least one product. On success: toast
 * and the catalogue list.
 */
export function CatalogueCreator() {
  const navigate = useNavigate();
  const createCatalogue = useCreateCatalogue();
  return (
    <CreatorPage
      backHref={paths.dashboard.createLink.getHref()}
      title="Create a catalogue"
      intro="List your products; customers pick what they want and pay once for the whole order."
    >
      <CatalogueForm
        defaultValues={EMPTY_CATALOGUE_FORM}
        submitLabel="Create Catalogue"
        cancelHref={paths.dashboard.createLink.getHref()}
        errorTitle="Could not create the catalogue"
        isPending={createCatalogue.isPending}
        onSave={(request, onError) =>
          createCatalogue.mutate(request, {
            onSuccess: (catalogue) => {
              toast.success('Catalogue created', { description: catalogue.title });
              navigate(paths.dashboard.catalogues.getHref());
            },
            onError,
          })
        }
      />
    </CreatorPage>
  );
}
