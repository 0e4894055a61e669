import { useState } from 'react';
import { PlusIcon, WebhookIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { AddWebhookEndpointForm } from './add-webhook-endpoint-form';
import { WebhookEndpointCard } from './webhook-endpoint-card';

/**
 * The Webhooks section of the Developers page: the merchant's endpoints with their
 * secrets, actions and delivery logs, and a form to add one, with loading, error and empty states.
 * A secret just created or rotated stays shown until the page is left.
 */
export function WebhookEndpointsSection() {
  const endpoints = useWebhookEndpoints();
  const [isAdding, setIsAdding] = useState(false);
  const [freshSecrets, setFreshSecrets] = useState<Record<string, string>>({});
  const remember = (id: string, secret: string) => setFreshSecrets((known) => ({ ...known, [id]: secret }));

  const renderList = () => {
    if (endpoints.isPending) {
      return (
        <div role="status" aria-label="Loading webhook endpoints" className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      );
    }
    if (endpoints.isError) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6"
        >
          <p className="text-slate-600">We could not load your webhook endpoints.</p>
          <Button variant="outline" onClick={() => void endpoints.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (endpoints.data.length === 0) {
      return isAdding ? null : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <WebhookIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">No webhook endpoints yet</h3>
          <p className="max-w-sm text-sm text-slate-500">
            Add an endpoint and Malipo will tell your systems about payments, refunds, payouts and
            subscriptions as they happen.
          </p>
          <Button className="mt-2" onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add your first endpoint
          </Button>
        </div>
      );
    }
    return (
      <ul className="space-y-4">
        {endpoints.data.map((endpoint) => (
          <li key={endpoint.id}>
            <WebhookEndpointCard
              endpoint={endpoint}
              freshSecret={freshSecrets[endpoint.id] ?? null}
              onSecretRotated={(secret) => remember(endpoint.id, secret)}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="webhooks-heading" className="text-xl font-semibold tracking-tight">
            Webhooks
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            Signed events (Standard Webhooks) sent to your endpoints, retried for up to 3 days.
          </p>
        </div>
        {!isAdding && endpoints.data && endpoints.data.length > 0 && (
          <Button onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add endpoint
          </Button>
        )}
      </header>
      {isAdding && (
        <AddWebhookEndpointForm
          onCreated={(created) => {
            remember(created.id, created.secret);
            setIsAdding(false);
          }}
          onCancel={() => setIsAdding(false)}
        />
      )}
      {renderList()}
    </section>
  );
}
