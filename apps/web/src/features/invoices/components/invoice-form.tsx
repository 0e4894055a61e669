import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { CreatorActions } from '@/components/creator-page';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { reportSaveError } from '@/lib/form-errors';
import {
  invoiceFormFieldForServerField,
  invoiceFormSchema,
  type InvoiceFormValues,
} from '../lib/invoice-form';
import { InvoiceCustomerCard } from './invoice-customer-card';
import { InvoiceLinesCard } from './invoice-lines-card';

/**
 * The invoice draft form shared by the creator and the editor (docs/invoices.md): customer (an
 * existing one, or a new one typed inline when `allowNewCustomer`), currency (fixed once saved:
 * `currencyLocked`), due date, line items (description, quantity, unit price, optional tax %),
 * discount, memo and partial payments. Tax and totals are computed by the server when the draft is
 * saved (per-line rounding, docs/invoices.md#rounding). `onSave` gets valid values and a callback
 * that shows a failed save's field messages next to the fields.
 */
export function InvoiceForm({
  defaultValues,
  allowNewCustomer,
  currencyLocked = false,
  selectedCustomer,
  submitLabel,
  cancelHref,
  errorTitle,
  isPending,
  onSave,
}: {
  defaultValues: InvoiceFormValues;
  allowNewCustomer: boolean;
  currencyLocked?: boolean;
  selectedCustomer?: { id: string; name: string };
  submitLabel: string;
  cancelHref: string;
  errorTitle: string;
  isPending: boolean;
  onSave: (values: InvoiceFormValues, onError: (error: Error) => void) => void;
}) {
  const form = useForm<InvoiceFormValues>({ resolver: zodResolver(invoiceFormSchema), defaultValues });
  const { errors } = form.formState;
  const [currency = 'USD'] = useWatch({ control: form.control, name: ['currency'] });

  const onError = (error: Error) =>
    reportSaveError({
      error,
      title: errorTitle,
      fieldFor: (key) => invoiceFormFieldForServerField(key) as FieldPath<InvoiceFormValues> | null,
      setError: form.setError,
    });
  const onSubmit = form.handleSubmit((values) => onSave(values, onError));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Invoice details">
      <InvoiceCustomerCard
        form={form}
        allowNewCustomer={allowNewCustomer}
        selectedCustomer={selectedCustomer}
      />

      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="currency"
            label="Currency"
            error={errors.currency?.message}
            hint={currencyLocked ? 'A saved draft keeps its currency.' : undefined}
          >
            {(control) =>
              currencyLocked ? (
                <Input {...control} value={currency} readOnly className="sm:max-w-40" />
              ) : (
                <CurrencySelect
                  {...control}
                  className="sm:max-w-40"
                  currencies={PAYMENT_CURRENCIES}
                  {...form.register('currency')}
                />
              )
            }
          </FormField>
          <FormField id="dueDate" label="Due date *" error={errors.dueDate?.message}>
            {(control) => <Input {...control} type="date" {...form.register('dueDate')} />}
          </FormField>
        </CardContent>
      </Card>

      <InvoiceLinesCard form={form} currency={currency} />

      <Card>
        <CardHeader>
          <CardTitle>Discount and notes</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField
            id="discount"
            label={`Discount (${currency})`}
            error={errors.discount?.message}
            hint="One amount off the subtotal, after tax."
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                className="sm:max-w-48"
                {...form.register('discount')}
              />
            )}
          </FormField>
          <FormField id="memo" label="Memo" error={errors.memo?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('memo')} />}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('allowPartialPayment')} />
            Allow partial payment
          </label>
        </CardContent>
      </Card>

      <CreatorActions
        cancelHref={cancelHref}
        submitLabel={submitLabel}
        pendingLabel="Saving..."
        isPending={isPending}
      />
    </form>
  );
}
