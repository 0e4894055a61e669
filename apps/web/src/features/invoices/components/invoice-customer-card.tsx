import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCustomerSearch } from '../api/search-customers';
import type { InvoiceFormValues } from '../lib/invoice-form';

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
 * The invoice form's Customer card (docs/invoices.md): who the invoice is for — an existing customer
 * searched and chosen from the list (`selectedCustomer` keeps a draft's own customer listed), or,
 * when `allowNewCustomer`, a new one typed inline (name, email, phone) behind an Existing/New toggle.
 * Reads and writes `customerMode`, `customerId` and the `customer*` fields of `form`.
 */
export function InvoiceCustomerCard({
  form,
  allowNewCustomer,
  selectedCustomer,
}: {
  form: UseFormReturn<InvoiceFormValues>;
  allowNewCustomer: boolean;
  selectedCustomer?: { id: string; name: string } | undefined;
}) {
  const { errors } = form.formState;
  const [customerMode = 'existing'] = useWatch({ control: form.control, name: ['customerMode'] });
  return (
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
  );
}
