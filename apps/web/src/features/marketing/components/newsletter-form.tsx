import { SendIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { SignupStatus } from './signup-status';

/**
 * The footer's 'Stay updated' box (docs/product.md#home-page; docs/product.md#real-behaviour: the sign-up is stored): an email input
 * and a send button that subscribe the address to the newsletter, with the outcome announced.
 */
export function NewsletterForm() {
  const signup = useNewsletterSignup('footer');
  return (
    <form onSubmit={signup.submit} noValidate className="w-full max-w-sm">
      <label htmlFor={signup.inputId} className="text-sm font-semibold text-white">
        Stay updated
      </label>
      <p className="mt-1 text-sm text-slate-400">Product news and merchant stories, once a month.</p>
      <div className="mt-3 flex gap-2">
        <Input
          id={signup.inputId}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={signup.email}
          onChange={(event) => signup.setEmail(event.target.value)}
          aria-invalid={signup.errorText ? true : undefined}
          aria-describedby={signup.statusId}
          className="border-slate-700 bg-slate-900 text-white placeholder:text-slate-500"
        />
        <Button type="submit" size="icon" disabled={signup.isPending} className="shrink-0">
          <SendIcon aria-hidden="true" />
          <span className="sr-only">Subscribe</span>
        </Button>
      </div>
      <SignupStatus
        id={signup.statusId}
        isSuccess={signup.isSuccess}
        errorText={signup.errorText}
        successMessage="You’re subscribed. Watch your inbox."
        tone="dark"
      />
    </form>
  );
}
