import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import type { NewsletterSource } from '@malipo/contracts/public-site';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { ApiError } from '../../../../lib/api-client';
import { useSubscribeNewsletter } from '../../../public-site-api/api/subscribe-newsletter';

function errorMessage(error: ApiError): string {
  return error.fields.email ?? error.message;
}

/**
 * An email box that subscribes to Malipo's updates (`POST /api/public/newsletter` with `source`,
 * e.g. 'blog' or 'status'), announcing success or the server's message.
 */
export function SubscribeForm({
  source,
  label,
  submitLabel,
  successMessage,
}: {
  source: NewsletterSource;
  label: string;
  submitLabel: string;
  successMessage: string;
}) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const subscription = useSubscribeNewsletter();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscription.mutate({ email: email.trim(), source });
  };

  return (
    <form onSubmit={submit} noValidate className="w-full">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={subscription.error ? true : undefined}
          aria-describedby={statusId}
          className="h-11"
        />
        <Button type="submit" size="lg" className="h-11" disabled={subscription.isPending}>
          {subscription.isPending ? 'Subscribing...' : submitLabel}
        </Button>
      </div>
      <p id={statusId} role="status" className="mt-2 min-h-5 text-sm">
        {subscription.isSuccess && (
          <span className="inline-flex items-center gap-1.5 text-green-700">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            {successMessage}
          </span>
        )}
        {subscription.error && <span className="text-red-600">{errorMessage(subscription.error)}</span>}
      </p>
    </form>
  );
}
