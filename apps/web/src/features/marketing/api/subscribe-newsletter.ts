/**
 * `POST /api/public/newsletter` → 200 `{ subscribed: true }`, also when the email was already
 * subscribed; 400 `validation_failed` with a field message for `email`; 429 `rate_limited`.
 * @module
 */
import {
  newsletterSignupResponseSchema,
  type NewsletterSignupInput,
  type NewsletterSignupResponse,
} from '@malipo/contracts/public-site';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '../hooks/use-api-mutation';

/** Subscribes `email` to the newsletter; `source` says which box (footer, blog, status). Throws `ApiError`. */
export async function subscribeNewsletter(input: NewsletterSignupInput): Promise<NewsletterSignupResponse> {
  return newsletterSignupResponseSchema.parse(
    await apiRequest<unknown>('/api/public/newsletter', { method: 'POST', body: input }),
  );
}

/**
 * A newsletter box's mutation: `mutate({ email, source })`, `isPending`, `isSuccess`, `error`.
 * Works without a `QueryClientProvider` (see `use-api-mutation.ts`).
 */
export function useSubscribeNewsletter() {
  return useApiMutation(subscribeNewsletter);
}
