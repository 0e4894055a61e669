import type { NewsletterSource } from '@malipo/contracts/public-site';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SignupStatus } from '@/features/marketing/components/signup-status';
import { useNewsletterSignup } from '@/features/marketing/hooks/use-newsletter-signup';

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
  const signup = useNewsletterSignup(source);
  return (
    <form onSubmit={signup.submit} noValidate className="w-full">
      <label htmlFor={signup.inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={signup.inputId}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={signup.email}
          onChange={(event) => signup.setEmail(event.target.value)}
          aria-invalid={signup.errorText ? true : undefined}
          aria-describedby={signup.statusId}
          className="h-11"
        />
        <Button type="submit" size="lg" className="h-11" disabled={signup.isPending}>
          {signup.isPending ? 'Subscribing...' : submitLabel}
        </Button>
      </div>
      <SignupStatus
        id={signup.statusId}
        isSuccess={signup.isSuccess}
        errorText={signup.errorText}
        successMessage={successMessage}
        tone="light"
      />
    </form>
  );
}
