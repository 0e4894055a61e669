import { useId, useState, type FormEvent } from 'react';
import type { NewsletterSource } from '@malipo/contracts/public-site';
import { ApiError } from '@/lib/api-client';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * State of a newsletter box (docs/product.md#home-page 'Stay updated', docs/product.md#site-pages blog and status): the typed email, the
 * submit handler that subscribes it with `source`, ids to wire the label and the announced status,
 * and the outcome — `isSuccess`, or `errorText` (the server's message for `email`, else its message).
 */
export function useNewsletterSignup(source: NewsletterSource) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const subscription = useSubscribeNewsletter();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscription.mutate({ email: email.trim(), source });
  };
  const { error } = subscription;
  const errorText =
    error instanceof ApiError
      ? (error.fields.email ?? error.message)
      : error
        ? 'Something went wrong. Please try again.'
        : null;

  return {
    inputId,
    statusId,
    email,
    setEmail,
    submit,
    isPending: subscription.isPending,
    isSuccess: subscription.isSuccess,
    errorText,
  };
}
