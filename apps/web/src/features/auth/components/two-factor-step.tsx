import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { twoFactorCodeInputSchema, type TwoFactorCodeInput } from '@malipo/contracts/two-factor';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useLoginTwoFactor } from '../api/login-two-factor';

const APP_LABEL = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_LABEL = 'Enter one of your recovery codes';

/**
 * The sign-in's second step (docs/security.md#two-factor-sign-in): the 6-digit code from the
 * authenticator app, or — after "Use a recovery code" — one of the recovery codes. Calls
 * `onSignedIn` once signed in, `onRestart` when the 5-minute challenge has expired.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const [isRecovery, setIsRecovery] = useState(false);
  const verify = useLoginTwoFactor();
  const form = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeInputSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { challenge, code },
      {
        onSuccess: () => {
          toast.success('Login successful', { description: 'Welcome to the Dashboard' });
          onSignedIn();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.challenge) {
            toast.error('Sign in again', { description: error.message });
            return onRestart();
          }
          if (error instanceof ApiError && error.fields.code)
            return form.setError('code', { message: error.fields.code });
          toast.error('Login failed', {
            description: error instanceof ApiError ? error.message : 'Something went wrong',
          });
        },
      },
    ),
  );

  const switchKind = () => {
    setIsRecovery((was) => !was);
    form.reset({ code: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Two-factor sign-in">
      <FormField
        id="login-code"
        label={isRecovery ? RECOVERY_LABEL : APP_LABEL}
        error={form.formState.errors.code?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            placeholder={isRecovery ? 'xxxxx-xxxxx' : '123456'}
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={switchKind}>
        {isRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
