import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { MIN_PASSWORD_LENGTH, signUpInputSchema } from '@malipo/contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { PasswordInput } from './password-input';
import { FormField } from '@/components/form-field';

const FIELD_NAMES = ['name', 'email', 'password'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function isFieldName(key: string): key is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(key);
}

/**
 * The sign-up form: Name, Email, Password and 'Create Account'. Client checks use the contract's
 * schema; the server's `error.fields` (and `email_taken`) appear next to the fields. `planName`
 * (the pricing plan chosen, e.g. 'Professional') is confirmed above the fields.
 */
export function SignUpForm({
  planName = null,
  onSuccess,
}: {
  planName?: string | null;
  onSuccess: () => void;
}) {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success('Account created', { description: 'Welcome to the Dashboard' });
        onSuccess();
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
          toast.error('Sign up error', { description: 'Something went wrong' });
          return;
        }
        if (error.code === 'email_taken') form.setError('email', { message: error.message });
        for (const [key, message] of Object.entries(error.fields)) {
          if (isFieldName(key)) form.setError(key, { message });
        }
        toast.error('Sign up failed', { description: error.message });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
      {planName && (
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          You’re starting on the <strong className="font-semibold">{planName}</strong> plan.
        </p>
      )}
      <FormField id="signup-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} autoComplete="name" placeholder="Amina Uwase" {...form.register('name')} />
        )}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
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
      <FormField
        id="signup-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
