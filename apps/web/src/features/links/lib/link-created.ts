import type { NavigateFunction } from 'react-router';
import { toast } from 'sonner';
import { reportSaveError } from '@/lib/form-errors';

/**
 * What a link creator does once the server answers (docs/product.md#dashboard, docs/product.md#errors): on success a toast naming the
 * link and the creator's list; on failure the server's field messages next to the fields
 * (`fieldFor` maps a request field to a form field) and a toast.
 */
export function linkCreatedCallbacks<TLink, F extends string>({
  navigate,
  successTitle,
  describe,
  listHref,
  fieldFor,
  setError,
}: {
  navigate: NavigateFunction;
  successTitle: string;
  describe: (link: TLink) => string;
  listHref: string;
  fieldFor: (serverKey: string) => F | null;
  setError: (field: F, error: { message: string }) => void;
}) {
  return {
    onSuccess: (link: TLink) => {
      toast.success(successTitle, { description: describe(link) });
      void navigate(listHref);
    },
    onError: (error: Error) =>
      reportSaveError({ error, title: 'Could not create the link', fieldFor, setError }),
  };
}
