/**
 * `POST /api/public/contact` → 201 `{ id, receivedAt }`; 400 `validation_failed` with field
 * messages (`firstName`, `lastName`, `email`, `company`, `subject`, `message`); 429 `rate_limited`.
 * @module
 */
import {
  contactMessageResponseSchema,
  type ContactMessageInput,
  type ContactMessageResponse,
} from '@malipo/contracts/public-site';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '../hooks/use-api-mutation';

/** Sends a contact-form message (docs/product.md#site-pages "Contact"). Throws `ApiError`. */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  return contactMessageResponseSchema.parse(
    await apiRequest<unknown>('/api/public/contact', { method: 'POST', body: input }),
  );
}

/**
 * The contact form's mutation: `mutate(values)`, `isPending`, `isSuccess`, `error` (with `fields`).
 * Works without a `QueryClientProvider` (see `use-api-mutation.ts`).
 */
export function useSendContactMessage() {
  return useApiMutation(sendContactMessage);
}
