import { useState } from 'react';
import { KeyRoundIcon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { ApiKey } from '@malipo/contracts/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

/** One key: name, masked key, created and last used, and Revoke (or its revocation date). */
function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const isRevoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words text-slate-900">{apiKey.name}</h3>
          {isRevoked && <Badge variant="danger">Revoked</Badge>}
        </div>
        <p className="font-mono text-sm text-slate-600">{apiKey.maskedKey}</p>
      </div>
      <dl className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-1 text-sm sm:w-96">
        <dt className="text-slate-500">Created</dt>
        <dd className="text-slate-900">{formatDateTime(apiKey.createdAt)}</dd>
        <dt className="text-slate-500">{isRevoked ? 'Revoked' : 'Last used'}</dt>
        <dd className="text-slate-900">
          {isRevoked
            ? formatDateTime(apiKey.revokedAt ?? '')
            : apiKey.lastUsedAt
              ? formatDateTime(apiKey.lastUsedAt)
              : 'Never'}
        </dd>
      </dl>
      <div className="sm:w-24 sm:text-right">
        {!isRevoked && (
          <Button variant="outline" size="sm" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The API keys section of the Developers page: the merchant's secret keys (masked, with
 * when they were created and last used), Create secret key (the full key shown once) and Revoke
 * after confirmation, with loading, error and empty states.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (revoked) => {
        toast.success('API key revoked', { description: `${revoked.name} no longer works.` });
        setRevoking(null);
      },
      onError: (error) => toast.error('Could not revoke the key', { description: error.message }),
    });
  };

  const renderList = () => {
    if (keys.isPending) {
      return (
        <div role="status" aria-label="Loading API keys" className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      );
    }
    if (keys.isError) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6"
        >
          <p className="text-slate-600">We could not load your API keys.</p>
          <Button variant="outline" onClick={() => void keys.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (keys.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRoundIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">No API keys yet</h3>
          <p className="max-w-sm text-sm text-slate-500">
            Create a secret key to take payments, create payment links and issue refunds from your own systems
            through the Malipo API.
          </p>
          <Button className="mt-2" onClick={() => setIsCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Create your first key
          </Button>
        </div>
      );
    }
    return (
      <ul
        aria-label="API keys"
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {keys.data.map((apiKey) => (
          <ApiKeyItem key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="api-keys-heading" className="text-xl font-semibold tracking-tight">
            API keys
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            Secret keys authenticate your server&apos;s requests to the Malipo API. Keep them out of browsers
            and apps.
          </p>
        </div>
        {keys.data && keys.data.length > 0 && (
          <Button onClick={() => setIsCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Create secret key
          </Button>
        )}
      </header>
      {renderList()}
      <CreateApiKeyDialog open={isCreating} onOpenChange={setIsCreating} />
      <RevokeApiKeyDialog
        apiKey={revoking}
        isRevoking={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
