import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useUpdatePhone } from '../api/update-phone';

/**
 * The phone number other Malipo users can send money to,
 * typed with its country code. An empty field removes it. The server's message (not a valid number,
 * another account uses it) shows under the field.
 */
export function AccountPhoneForm({ phone }: { phone: string | null }) {
  const updatePhone = useUpdatePhone();
  const [value, setValue] = useState(phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const isDirty = value.trim() !== (phone ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    updatePhone.mutate(value.trim(), {
      onSuccess: (saved) => {
        setValue(saved ?? '');
        toast.success(saved ? 'Phone number saved' : 'Phone number removed', {
          description: saved ?? undefined,
        });
      },
      onError: (failure) => {
        const message =
          failure instanceof ApiError && failure.status < 500
            ? (failure.fields.phone ?? failure.message)
            : 'Something went wrong';
        setError(message);
        toast.error('Could not save the phone number', { description: message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your phone number" className="space-y-2">
      <Label htmlFor="accountPhone">Phone number</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="accountPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+250 788 123 456"
          maxLength={32}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`accountPhone-hint${error ? ' accountPhone-error' : ''}`}
        />
        <Button type="submit" disabled={updatePhone.isPending || !isDirty}>
          {updatePhone.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <FieldError id="accountPhone-error" message={error ?? undefined} />
      <p id="accountPhone-hint" className="text-xs text-slate-500">
        With the country code. Other Malipo users can send money to you with this number. Leave empty to
        remove it.
      </p>
    </form>
  );
}
