import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CreatedWebhookEndpoint } from '@malipo/contracts/webhooks';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { reportSaveError } from '@/lib/form-errors';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import {
  endpointFieldFor,
  validateEndpointForm,
  type EndpointFormErrors,
  type EndpointFormValues,
} from '../lib/endpoint-form';
import { EventTypesField } from './event-types-field';

const EMPTY: EndpointFormValues = { url: '', description: '', isAllEvents: true, eventTypes: [] };

/**
 * Adds a webhook endpoint: URL, description and the events to send. Checked with the API's
 * contract before sending; the server's refusals (a private address, say) show on their field.
 * `onCreated` gets the endpoint with its secret, shown this once.
 */
export function AddWebhookEndpointForm({
  onCreated,
  onCancel,
}: {
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const create = useCreateWebhookEndpoint();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<EndpointFormErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEndpointForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.request, {
      onSuccess: (created) => {
        toast.success('Webhook endpoint added', { description: created.url });
        onCreated(created);
      },
      onError: (error) =>
        reportSaveError({
          error,
          title: 'Could not add the endpoint',
          fieldFor: endpointFieldFor,
          setError: (field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
        }),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add webhook endpoint"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <FormField
        id="webhook-url"
        label="Endpoint URL"
        error={errors.url}
        hint="Malipo POSTs signed JSON events here. Use a public https:// address."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://example.com/webhooks/malipo"
            value={values.url}
            onChange={(event) => setValues({ ...values, url: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="webhook-description" label="Description (optional)" error={errors.description}>
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            placeholder="Order fulfilment service"
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        )}
      </FormField>
      <EventTypesField
        isAll={values.isAllEvents}
        selected={values.eventTypes}
        error={errors.eventTypes}
        onChange={({ isAll, selected }) => setValues({ ...values, isAllEvents: isAll, eventTypes: selected })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
