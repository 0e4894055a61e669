import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { DEMO_CREDENTIALS, loginInputSchema } from '@malipo/contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { DemoModeNote } from './demo-mode-note';
import { PasswordInput } from './password-input';
import { TwoFactorStep } from './two-factor-step';
import { FormField } from '@/components/form-field';

function showLoginFailed(description = 'Please check your credentials') {
  toast.error('Login failed', { description });
}

/**
 * The sign-in form (docs/product.md#sign-in, docs/product.md#validation, docs/product.md#errors): Email (email input) and Password, 'Sign In' reading
 * 'Signing in...' while busy, the Demo Mode note, and the product's toasts; for a person with
 * two-factor sign-in, then the code step (docs/security.md#two-factor-sign-in). Calls `onSuccess` once
 * signed in. `fillDemo` starts the fields on the demo account (the sign-up screen's "Use demo account").
 */
export function LoginForm({ onSuccess, fillDemo = false }: { onSuccess: () => void; fillDemo?: boolean }) {
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: fillDemo ? { ...DEMO_CREDENTIALS } : { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: (result) => {
          if ('challenge' in result) return setChallenge(result.challenge);
          toast.success('Login successful', { description: 'Welcome to the Dashboard' });
          onSuccess();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) return showLoginFailed(error.message);
          if (error instanceof ApiError && error.status >= 400 && error.status < 500)
            return showLoginFailed();
          toast.error('Login error', { description: 'Something went wrong' });
        },
      }),
    () => showLoginFailed(),
  );

  const useDemo = () => {
    form.setValue('email', DEMO_CREDENTIALS.email, { shouldValidate: true });
    form.setValue('password', DEMO_CREDENTIALS.password, { shouldValidate: true });
  };

  if (challenge) {
    return (
      <TwoFactorStep challenge={challenge} onSignedIn={onSuccess} onRestart={() => setChallenge(null)} />
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@business.com"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <DemoModeNote onUseDemo={useDemo} />
    </div>
  );
}
