/**
 * The add-endpoint form's rules: the API's own contract (`createWebhookEndpointInputSchema`), so the
 * form refuses what the server would with the same messages, plus "choose at least one event"
 * when "All events" is off (an empty list would mean every event).
 * @module
 */
import {
  createWebhookEndpointInputSchema,
  type CreateWebhookEndpointRequest,
  type WebhookEventType,
} from '@malipo/contracts/webhooks';

/** What the merchant typed and ticked. */
export interface EndpointFormValues {
  url: string;
  description: string;
  isAllEvents: boolean;
  eventTypes: WebhookEventType[];
}

/** The form's fields that can carry an error. */
export type EndpointFormField = 'url' | 'description' | 'eventTypes';

/** Errors by field. */
export type EndpointFormErrors = Partial<Record<EndpointFormField, string>>;

/** The form field an API or contract error path (`eventTypes.0`) belongs to, or null. */
export function endpointFieldFor(path: string): EndpointFormField | null {
  const head = path.split('.')[0];
  return head === 'url' || head === 'description' || head === 'eventTypes' ? head : null;
}

/** The request body to send, or the errors to show. */
export function validateEndpointForm(
  values: EndpointFormValues,
): { request: CreateWebhookEndpointRequest } | { errors: EndpointFormErrors } {
  const request: CreateWebhookEndpointRequest = {
    url: values.url.trim(),
    description: values.description.trim(),
    eventTypes: values.isAllEvents ? [] : values.eventTypes,
  };
  const errors: EndpointFormErrors = {};
  const result = createWebhookEndpointInputSchema.safeParse(request);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = endpointFieldFor(issue.path.join('.'));
    if (field) errors[field] ??= issue.message;
  }
  if (!values.isAllEvents && values.eventTypes.length === 0) {
    errors.eventTypes = 'Choose at least one event, or All events';
  }
  return Object.keys(errors).length > 0 ? { errors } : { request };
}
