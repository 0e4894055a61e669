import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { MIN_PASSWORD_LENGTH } from '@malipo/contracts/auth';
import { changePasswordInputSchema } from '@malipo/contracts/settings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { FormField } from '@/components/form-field';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/** Changes the password: current and new (at least 8 characters); server field errors show inline. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success('Password changed');
      },
      onError: (error) => {
        let shownNextToField = false;
        if (error instanceof ApiError) {
          for (const field of ['currentPassword', 'newPassword'] as const) {
            const message = error.fields[field];
            if (message) {
              form.setError(field, { message });
              shownNextToField = true;
            }
          }
        }
        toast.error('Could not change your password', {
          description: shownNextToField ? 'Check the highlighted fields' : 'Something went wrong',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </FormField>
        <FormField
          id="newPassword"
          label="New password"
          error={errors.newPassword?.message}
          hint={errors.newPassword ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
          )}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto">
          {changePassword.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
