import { useState, type FormEvent } from 'react';
import { CheckIcon, CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { toast } from 'sonner';
import { createApiKeyInputSchema, type CreatedApiKey } from '@malipo/contracts/api-keys';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { reportSaveError } from '@/lib/form-errors';
import { useCreateApiKey } from '../api/create-api-key';

/** How long "Copied" shows after a copy, in ms (docs/product.md#constants copy confirmation). */
const COPIED_MS = 2000;

/** The just-created key's secret, shown this once with Copy and a warning. */
function SecretKeyReveal({ created }: { created: CreatedApiKey }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = () =>
    copyToClipboard(created.secret)
      .then(() => {
        setIsCopied(true);
        setTimeout(() => setIsCopied(false), COPIED_MS);
      })
      .catch(() => toast.error('Could not copy the key', { description: 'Select it and copy it by hand.' }));

  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="flex gap-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900"
      >
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Copy this key now and keep it somewhere safe, such as your server&apos;s secret store. For your
          security it will not be shown again.
        </span>
      </p>
      <div className="space-y-1.5">
        <p id="new-api-key-label" className="text-xs font-medium text-slate-500">
          Secret key “{created.name}”
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            aria-labelledby="new-api-key-label"
            className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {created.secret}
          </code>
          <Button variant="outline" onClick={() => void copy()} aria-label="Copy secret key">
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {isCopied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Creates a secret API key: asks for a name, then shows the full key once with Copy and
 * a warning that it will not be shown again. Closing the dialog forgets the key.
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setName('');
      setError(undefined);
      setCreated(null);
      create.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createApiKeyInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: setCreated,
      onError: (failure) =>
        reportSaveError({
          error: failure,
          title: 'Could not create the key',
          fieldFor: (key) => (key === 'name' ? 'name' : null),
          setError: (_field, { message }) => setError(message),
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Save your secret key</DialogTitle>
              <DialogDescription>
                Use it as a Bearer token to call the Malipo API from your server.
              </DialogDescription>
            </DialogHeader>
            <SecretKeyReveal created={created} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Create secret key" className="space-y-5">
            <DialogHeader>
              <DialogTitle>Create secret key</DialogTitle>
              <DialogDescription>
                Name the key after where it will be used, so you know which one to revoke later.
              </DialogDescription>
            </DialogHeader>
            <FormField id="api-key-name" label="Key name" error={error}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={80}
                  autoComplete="off"
                  placeholder="Online shop backend"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create key'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
