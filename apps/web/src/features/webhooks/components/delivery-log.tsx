import { RotateCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { WebhookDelivery } from '@malipo/contracts/webhooks';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { deliveryAnswer, deliveryStatusDisplay } from '../lib/delivery-status';

function DeliveryItem({
  delivery,
  onResend,
  isResending,
}: {
  delivery: WebhookDelivery;
  onResend: () => void;
  isResending: boolean;
}) {
  const status = deliveryStatusDisplay(delivery);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-mono text-xs font-medium break-all">{delivery.eventType}</span>
          <Badge variant={status.tone}>{status.label}</Badge>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onResend}
          disabled={isResending}
          aria-label={`Resend ${delivery.eventType} ${delivery.eventId}`}
        >
          <RotateCwIcon aria-hidden="true" />
          Resend
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Response</dt>
          <dd className="font-medium break-words">{deliveryAnswer(delivery)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Attempts</dt>
          <dd className="font-medium">{delivery.attempts}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd>
            <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Next retry</dt>
          <dd>
            {delivery.nextAttemptAt ? (
              <time dateTime={delivery.nextAttemptAt}>{formatDateTime(delivery.nextAttemptAt)}</time>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {delivery.lastResponseSnippet && (
        <pre className="max-h-24 overflow-auto rounded-md bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap break-all text-slate-700">
          {delivery.lastResponseSnippet}
        </pre>
      )}
    </li>
  );
}

/**
 * The delivery log of one endpoint: for each of its 50 newest deliveries the event type,
 * status, HTTP status code (or why there was none), attempts, next retry, the start of the response
 * body, and Resend. Refreshes itself while a delivery is pending.
 */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery();

  if (deliveries.isPending) {
    return <CardListSkeleton label="Loading deliveries" className="py-2" />;
  }
  if (deliveries.isError) {
    return (
      <CardListError
        message="We could not load the deliveries."
        onRetry={() => void deliveries.refetch()}
        className="py-2"
      />
    );
  }
  if (deliveries.data.length === 0) {
    return (
      <p className="py-2 text-sm text-slate-500">
        No deliveries yet. Send a test event to try your endpoint.
      </p>
    );
  }
  return (
    <ul aria-label="Deliveries" className="divide-y divide-slate-100">
      {deliveries.data.map((delivery) => (
        <DeliveryItem
          key={delivery.id}
          delivery={delivery}
          isResending={resend.isPending && resend.variables.deliveryId === delivery.id}
          onResend={() =>
            resend.mutate(
              { endpointId, deliveryId: delivery.id },
              {
                onSuccess: () => toast.success('Delivery queued again'),
                onError: (error) => toast.error('Could not resend', { description: error.message }),
              },
            )
          }
        />
      ))}
    </ul>
  );
}
