import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { formatMoney } from '@malipo/contracts/money';
import { CreatorActions } from '@/components/creator-page';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { reportSaveError } from '@/lib/form-errors';
import { useCustomerSearch } from '../api/search-customers';
import { AmountRow } from './amount-row';
import {
  EMPTY_LINE,
  invoiceFormFieldForServerField,
  invoiceFormSchema,
  liveInvoiceTotals,
  type InvoiceFormValues,
} from '../lib/invoice-form';

/** The customer picker: search the customer list and choose one. `selected` keeps a draft's own customer listed. */
function CustomerSelect({
  value,
  onChange,
  error,
  selected,
}: {
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
  selected?: { id: string; name: string } | undefined;
}) {
  const [search, setSearch] = useState('');
  const customers = useCustomerSearch(search);
  const options = customers.data ?? [];
  const withSelected =
    selected && !options.some((customer) => customer.id === selected.id)
      ? [{ id: selected.id, name: selected.name, email: null, phone: null }, ...options]
      : options;
  return (
    <div className="space-y-3">
      <FormField id="customer-search" label="Search customers">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            placeholder="Name, email or phone"
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="customerId" label="Customer *" error={error}>
        {(control) => (
          <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">
              {customers.isPending
                ? 'Loading customers…'
                : withSelected.length === 0
                  ? 'No customers found'
                  : 'Choose a customer'}
            </option>
            {withSelected.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {[customer.name, customer.email ?? customer.phone].filter(Boolean).join(' · ')}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {customers.isError && <p className="text-sm text-red-700">We could not load your customers.</p>}
    </div>
  );
}

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
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  const [customerMode = 'existing', currency = 'USD'] = useWatch({
    control: form.control,
    name: ['customerMode', 'currency'],
  });

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
      <Card>
        <CardHeader>
          <CardTitle>Customer</CardTitle>
          <CardDescription>Who the invoice is for.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {allowNewCustomer && (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Customer">
              <Button
                type="button"
                size="sm"
                variant={customerMode === 'existing' ? 'default' : 'outline'}
                aria-pressed={customerMode === 'existing'}
                onClick={() => form.setValue('customerMode', 'existing')}
              >
                Existing customer
              </Button>
              <Button
                type="button"
                size="sm"
                variant={customerMode === 'new' ? 'default' : 'outline'}
                aria-pressed={customerMode === 'new'}
                onClick={() => form.setValue('customerMode', 'new')}
              >
                New customer
              </Button>
            </div>
          )}
          {customerMode === 'existing' ? (
            <Controller
              control={form.control}
              name="customerId"
              render={({ field }) => (
                <CustomerSelect
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.customerId?.message}
                  selected={selectedCustomer}
                />
              )}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="customerName" label="Name *" error={errors.customerName?.message}>
                {(control) => <Input {...control} {...form.register('customerName')} />}
              </FormField>
              <FormField id="customerEmail" label="Email" error={errors.customerEmail?.message}>
                {(control) => <Input {...control} type="email" {...form.register('customerEmail')} />}
              </FormField>
              <FormField id="customerPhone" label="Phone" error={errors.customerPhone?.message}>
                {(control) => (
                  <Input
                    {...control}
                    type="tel"
                    placeholder="+250788123456"
                    {...form.register('customerPhone')}
                  />
                )}
              </FormField>
            </div>
          )}
        </CardContent>
      </Card>

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

      <Card>
        <CardHeader>
          <CardTitle>Line items</CardTitle>
          <CardDescription>
            Quantities are whole numbers. Tax is worked out and rounded on each line.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ol className="space-y-4" aria-label="Line items">
            {lines.fields.map((field, index) => {
              const lineErrors = errors.lines?.[index];
              return (
                <li
                  key={field.id}
                  aria-label={`Line ${index + 1}`}
                  className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-start"
                >
                  <FormField
                    id={`lines.${index}.description`}
                    label="Description *"
                    error={lineErrors?.description?.message}
                  >
                    {(control) => <Input {...control} {...form.register(`lines.${index}.description`)} />}
                  </FormField>
                  <FormField
                    id={`lines.${index}.quantity`}
                    label="Quantity *"
                    error={lineErrors?.quantity?.message}
                  >
                    {(control) => (
                      <Input {...control} inputMode="numeric" {...form.register(`lines.${index}.quantity`)} />
                    )}
                  </FormField>
                  <FormField
                    id={`lines.${index}.unitPrice`}
                    label={`Unit price (${currency}) *`}
                    error={lineErrors?.unitPrice?.message}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="decimal"
                        {...form.register(`lines.${index}.unitPrice`)}
                      />
                    )}
                  </FormField>
                  <FormField id={`lines.${index}.taxRate`} label="Tax %" error={lineErrors?.taxRate?.message}>
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="decimal"
                        placeholder="None"
                        {...form.register(`lines.${index}.taxRate`)}
                      />
                    )}
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:mt-7"
                    aria-label={`Remove line ${index + 1}`}
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(index)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
          <FieldError message={errors.lines?.message ?? errors.lines?.root?.message} />
          <LiveTotals control={form.control} />
          <Button type="button" variant="outline" onClick={() => lines.append({ ...EMPTY_LINE })}>
            <PlusIcon aria-hidden="true" />
            Add line
          </Button>
        </CardContent>
      </Card>

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

/** The totals of the lines and discount as typed, by the rule the saved invoice uses. */
function LiveTotals({ control }: { control: Control<InvoiceFormValues> }) {
  const [currency = 'USD', lines = [], discount = ''] = useWatch({
    control,
    name: ['currency', 'lines', 'discount'],
  });
  const totals = liveInvoiceTotals({ currency, lines, discount });
  if (!totals) return null;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <dl aria-label="Totals" className="ml-auto max-w-xs border-t border-slate-200 pt-3 text-sm">
      <AmountRow label="Subtotal" value={money(totals.subtotalMinor)} />
      {totals.discountMinor > 0 && <AmountRow label="Discount" value={`-${money(totals.discountMinor)}`} />}
      <AmountRow label="Tax" value={money(totals.taxMinor)} />
      <AmountRow label="Total" value={money(totals.totalMinor)} strong />
    </dl>
  );
}
