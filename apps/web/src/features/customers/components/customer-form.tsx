import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createCustomerInputSchema, type CreateCustomerInput } from '@malipo/contracts/customers';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { addContractIssues } from '@/lib/contract-issues';
import { reportSaveError } from '@/lib/form-errors';

const FIELDS = ['name', 'email', 'phone', 'country', 'notes'] as const;
type CustomerField = (typeof FIELDS)[number];

/** The form's schema: text as typed, checked with the API's own contract (`createCustomerInputSchema`). */
const customerFormSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string(), country: z.string(), notes: z.string() })
  .superRefine((values, ctx) =>
    addContractIssues(ctx, createCustomerInputSchema, values, (key) =>
      (FIELDS as readonly string[]).includes(key) ? key : null,
    ),
  );

/** Values of the customer form (all text). */
export type CustomerFormValues = z.infer<typeof customerFormSchema>;

/** An empty customer form. */
export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  name: '',
  email: '',
  phone: '',
  country: '',
  notes: '',
};

/**
 * A customer's contact details form (docs/invoices.md#customers): name, email, phone (with its `+`
 * country code), country (two letters) and notes, checked like the server checks them. `onSave` gets
 * the parsed input and a callback that shows the server's field messages (409: a taken email or
 * phone) next to their fields.
 */
export function CustomerForm({
  defaultValues,
  submitLabel,
  errorTitle,
  isPending,
  onSave,
  onCancel,
}: {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  errorTitle: string;
  isPending: boolean;
  onSave: (input: CreateCustomerInput, onError: (error: Error) => void) => void;
  onCancel: () => void;
}) {
  const form = useForm<CustomerFormValues>({ resolver: zodResolver(customerFormSchema), defaultValues });
  const { errors } = form.formState;
  const onError = (error: Error) =>
    reportSaveError<CustomerField>({
      error,
      title: errorTitle,
      fieldFor: (key) => ((FIELDS as readonly string[]).includes(key) ? (key as CustomerField) : null),
      setError: form.setError,
    });
  const onSubmit = form.handleSubmit((values) => onSave(createCustomerInputSchema.parse(values), onError));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Customer details" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="customer-name" label="Name *" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} />}
        </FormField>
        <FormField id="customer-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" {...form.register('email')} />}
        </FormField>
        <FormField id="customer-phone" label="Phone" error={errors.phone?.message}>
          {(control) => (
            <Input {...control} type="tel" placeholder="+250788123456" {...form.register('phone')} />
          )}
        </FormField>
        <FormField
          id="customer-country"
          label="Country"
          error={errors.country?.message}
          hint="Two letters, like RW"
        >
          {(control) => (
            <Input {...control} maxLength={2} className="uppercase" {...form.register('country')} />
          )}
        </FormField>
      </div>
      <FormField id="customer-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
