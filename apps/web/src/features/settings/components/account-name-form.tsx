import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { updateAccountInputSchema } from '@malipo/contracts/settings';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useUpdateAccount } from '../api/update-account';

type AccountNameValues = z.infer<typeof updateAccountInputSchema>;

/** Changes the signed-in user's name; `onSaved` runs after a save (the caller refreshes the session). */
export function AccountNameForm({ name, onSaved }: { name: string; onSaved?: () => void }) {
  const updateAccount = useUpdateAccount();
  const form = useForm<AccountNameValues>({
    resolver: zodResolver(updateAccountInputSchema),
    defaultValues: { name },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    updateAccount.mutate(values, {
      onSuccess: (user) => {
        form.reset({ name: user.name });
        toast.success('Name saved');
        onSaved?.();
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields.name : undefined;
        if (message) form.setError('name', { message });
        toast.error('Could not save your name', { description: message ?? 'Something went wrong' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your name" className="space-y-2">
      <Label htmlFor="accountName">Name</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="accountName"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'accountName-error' : undefined}
          {...form.register('name')}
        />
        <Button type="submit" disabled={updateAccount.isPending || !isDirty}>
          {updateAccount.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <FieldError id="accountName-error" message={errors.name?.message} />
    </form>
  );
}
