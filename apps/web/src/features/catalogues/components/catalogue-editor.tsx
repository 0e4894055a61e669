import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CreatorPage } from '@/components/creator-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCatalogue } from '../api/get-catalogue';
import { useUpdateCatalogue } from '../api/update-catalogue';
import { catalogueToFormValues } from '../lib/catalogue-form';
import { CatalogueForm } from './catalogue-form';

function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading catalogue" className="space-y-6">
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/**
 * Edits catalogue `catalogueId` with the creator's form, prefilled (prices back in major units).
 * Saving replaces the catalogue (`PUT`): products keep their ids, removed ones go. On success:
 * toast and the catalogue list.
 */
export function CatalogueEditor({ catalogueId }: { catalogueId: string }) {
  const navigate = useNavigate();
  const catalogue = useCatalogue(catalogueId);
  const updateCatalogue = useUpdateCatalogue();
  const listHref = paths.dashboard.catalogues.getHref();

  const content = () => {
    if (catalogue.isPending) return <EditorSkeleton />;
    if (catalogue.isError) {
      const isNotFound = catalogue.error instanceof ApiError && catalogue.error.status === 404;
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6"
        >
          <p className="text-slate-600">
            {isNotFound
              ? 'This catalogue does not exist or was deleted.'
              : 'We could not load this catalogue.'}
          </p>
          {!isNotFound && (
            <Button variant="outline" onClick={() => void catalogue.refetch()}>
              Try again
            </Button>
          )}
        </div>
      );
    }
    return (
      <CatalogueForm
        defaultValues={catalogueToFormValues(catalogue.data)}
        submitLabel="Save Changes"
        cancelHref={listHref}
        errorTitle="Could not save the catalogue"
        isPending={updateCatalogue.isPending}
        onSave={(input, onError) =>
          updateCatalogue.mutate(
            { id: catalogueId, input },
            {
              onSuccess: (saved) => {
                toast.success('Catalogue saved', { description: saved.title });
                navigate(listHref);
              },
              onError,
            },
          )
        }
      />
    );
  };

  return (
    <CreatorPage
      backHref={listHref}
      title="Edit catalogue"
      intro="Change the details, prices and stock of your products."
    >
      {content()}
    </CreatorPage>
  );
}
