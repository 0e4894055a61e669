import { useState } from 'react';
import { ChevronDownIcon, KeyRoundIcon, PowerIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { WebhookEndpoint } from '@malipo/contracts/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { eventTypesSummary } from '../lib/event-types';
import { ConfirmActionDialog, type ConfirmContent } from '@/components/confirm-action-dialog';
import { DeliveryLog } from './delivery-log';
import { WebhookSecretField } from './webhook-secret-field';

type Confirmable = 'rotate' | 'delete';

const CONFIRMS: Record<Confirmable, ConfirmContent> = {
  rotate: {
    title: 'Rotate the signing secret?',
    description:
      'Deliveries are signed with the new secret from now on, and signatures made with the old one stop verifying. Update your receiver with the new secret right away.',
    confirmLabel: 'Rotate secret',
  },
  delete: {
    title: 'Delete this endpoint?',
    description: 'It will receive no more events, and its delivery log goes with it. This cannot be undone.',
    confirmLabel: 'Delete endpoint',
  },
};

/**
 * One webhook endpoint: URL, description, state and events; its signing secret (reveal, copy);
 * Send test event, Enable/Disable, Rotate secret and Delete (both after confirmation); and its
 * delivery log, opened on demand. `freshSecret` is the secret just created or rotated.
 */
export function WebhookEndpointCard({
  endpoint,
  freshSecret,
  onSecretRotated,
}: {
  endpoint: WebhookEndpoint;
  freshSecret: string | null;
  onSecretRotated: (secret: string) => void;
}) {
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const sendTest = useSendTestWebhook();
  const logId = `webhook-log-${endpoint.id}`;

  const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });

  const toggleEnabled = () =>
    update.mutate(
      { id: endpoint.id, input: { isEnabled: !endpoint.isEnabled } },
      {
        onSuccess: (saved) => toast.success(saved.isEnabled ? 'Endpoint enabled' : 'Endpoint disabled'),
        onError: failed('Could not update the endpoint'),
      },
    );

  const confirm = () => {
    if (confirming === 'rotate') {
      rotate.mutate(endpoint.id, {
        onSuccess: (secret) => {
          onSecretRotated(secret);
          setConfirming(null);
          toast.success('Signing secret rotated');
        },
        onError: failed('Could not rotate the secret'),
      });
    } else if (confirming === 'delete') {
      remove.mutate(endpoint.id, {
        onSuccess: () => toast.success('Endpoint deleted'),
        onError: failed('Could not delete the endpoint'),
      });
    }
  };

  const test = () =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        setIsLogOpen(true);
        toast.success('Test event sent', { description: 'Its delivery shows in the log below.' });
      },
      onError: failed('Could not send a test event'),
    });

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-mono text-sm font-semibold break-all">{endpoint.url}</h3>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
          <p className="text-xs text-slate-500">Events: {eventTypesSummary(endpoint.eventTypes)}</p>
        </div>
        <Badge variant={endpoint.isEnabled ? 'success' : 'neutral'}>
          {endpoint.isEnabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>
      {endpoint.disabledReason && (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {endpoint.disabledReason}
        </p>
      )}
      <WebhookSecretField key={freshSecret ?? 'stored'} endpointId={endpoint.id} freshSecret={freshSecret} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={test} disabled={!endpoint.isEnabled || sendTest.isPending}>
          <SendIcon aria-hidden="true" />
          Send test event
        </Button>
        <Button size="sm" variant="outline" onClick={toggleEnabled} disabled={update.isPending}>
          <PowerIcon aria-hidden="true" />
          {endpoint.isEnabled ? 'Disable' : 'Enable'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming('rotate')}>
          <KeyRoundIcon aria-hidden="true" />
          Rotate secret
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirming('delete')}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
      <div className="border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2"
          aria-expanded={isLogOpen}
          aria-controls={logId}
          onClick={() => setIsLogOpen(!isLogOpen)}
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('transition-transform', isLogOpen && 'rotate-180')}
          />
          Delivery log
        </Button>
        <div id={logId}>{isLogOpen && <DeliveryLog endpointId={endpoint.id} />}</div>
      </div>
      <ConfirmActionDialog
        content={confirming ? CONFIRMS[confirming] : null}
        isPending={rotate.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
