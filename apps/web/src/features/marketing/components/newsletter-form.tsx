import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2Icon, SendIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useSubscribeNewsletter } from '../../public-site-api/api/subscribe-newsletter';

/** The message to show for a failed sign-up: the server's message for `email`, else its message. */
function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fields.email ?? error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The footer's 'Stay updated' box (spec §2.2; DESIGN.md §6: the sign-up is stored): an email input
 * and a send button that subscribe the address to the newsletter, with the outcome announced.
 */
export function NewsletterForm() {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const subscription = useSubscribeNewsletter();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscription.mutate({ email: email.trim(), source: 'footer' });
  };

  return (
    <form onSubmit={submit} noValidate className="w-full max-w-sm">
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        Stay updated
      </label>
      <p className="mt-1 text-sm text-slate-400">Product news and merchant stories, once a month.</p>
      <div className="mt-3 flex gap-2">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={subscription.error ? true : undefined}
          aria-describedby={statusId}
          className="border-slate-700 bg-slate-900 text-white placeholder:text-slate-500"
        />
        <Button type="submit" size="icon" disabled={subscription.isPending} className="shrink-0">
          <SendIcon aria-hidden="true" />
          <span className="sr-only">Subscribe</span>
        </Button>
      </div>
      <p id={statusId} role="status" className="mt-2 min-h-5 text-sm">
        {subscription.isSuccess && (
          <span className="inline-flex items-center gap-1.5 text-emerald-400">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            You’re subscribed. Watch your inbox.
          </span>
        )}
        {subscription.error && <span className="text-red-400">{signupErrorMessage(subscription.error)}</span>}
      </p>
    </form>
  );
}
