import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { twoFactorCodeInputSchema, type TwoFactorCodeInput } from '@malipo/contracts/two-factor';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

/**
 * One code from the authenticator app (or a recovery code) and a button
 * (docs/security.md#two-factor-sign-in). `submit` sends it; a wrong code's message (`fields.code`)
 * shows under the field, anything else in a toast titled `failureTitle`.
 */
export function CodeForm({
  id,
  label = 'Enter the 6-digit code from your authenticator app',
  submitLabel,
  failureTitle,
  submit,
  autoFocus = false,
}: {
  id: string;
  label?: string;
  submitLabel: string;
  failureTitle: string;
  submit: (code: string) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const form = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeInputSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await submit(code);
      form.reset({ code: '' });
    } catch (error) {
      if (error instanceof ApiError && error.fields.code) {
        form.setError('code', { message: error.fields.code });
      } else {
        const description =
          error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong';
        toast.error(failureTitle, { description });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel} className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <FormField id={id} label={label} error={errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              autoFocus={autoFocus}
              autoComplete="one-time-code"
              inputMode="numeric"
              placeholder="123456"
              {...form.register('code')}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting} className={errors.code ? 'mb-6' : undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
