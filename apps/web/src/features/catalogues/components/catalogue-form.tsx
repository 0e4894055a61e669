import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CatalogueRequest } from '@malipo/contracts/catalogues';
import { CATALOGUE_CURRENCIES } from '@malipo/contracts/currencies';
import { CreatorActions } from '@/components/creator-page';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { reportSaveError } from '@/lib/form-errors';
import {
  catalogueFormFieldForServerField,
  catalogueFormSchema,
  toCatalogueRequest,
  type CatalogueFormValues,
} from '../lib/catalogue-form';
import type { ProductValues } from '../lib/product-values';
import { ProductEditor } from './product-editor';
import { ProductList } from './product-list';

/** The product at `index` without the field array's own key, or undefined. */
function productAt(fields: readonly ProductValues[], index: number): ProductValues | undefined {
  const field = fields[index];
  if (!field) return undefined;
  const { productId, name, description, price, inStock } = field;
  return { productId, name, description, price, inStock };
}

/**
 * The catalogue form shared by the creator and the editor (docs/product.md#entities, docs/product.md#validation): title, description,
 * currency and products. Save stays disabled without a title or without products. `onSave` gets
 * the request (prices in minor units, existing products with their ids) and a callback that shows
 * a failed save's field messages next to the fields.
 */
export function CatalogueForm({
  defaultValues,
  submitLabel,
  cancelHref,
  errorTitle,
  isPending,
  onSave,
}: {
  defaultValues: CatalogueFormValues;
  submitLabel: string;
  cancelHref: string;
  errorTitle: string;
  isPending: boolean;
  onSave: (request: CatalogueRequest, onError: (error: Error) => void) => void;
}) {
  const form = useForm<CatalogueFormValues>({ resolver: zodResolver(catalogueFormSchema), defaultValues });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const { errors } = form.formState;
  const [title = '', currency = 'USD'] = useWatch({ control: form.control, name: ['title', 'currency'] });
  const isMissingRequired = title.trim() === '' || items.fields.length === 0;

  const onError = (error: Error) =>
    reportSaveError({
      error,
      title: errorTitle,
      fieldFor: catalogueFormFieldForServerField,
      setError: form.setError,
    });
  const onSubmit = form.handleSubmit((values) => onSave(toCatalogueRequest(values), onError));

  const saveProduct = (product: ProductValues) => {
    if (editingIndex === null) items.append(product);
    else items.update(editingIndex, product);
    setEditingIndex(null);
    if (form.formState.isSubmitted) void form.trigger('items');
  };
  const removeProduct = (index: number) => {
    items.remove(index);
    setEditingIndex(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Catalogue details">
      <Card>
        <CardHeader>
          <CardTitle>Catalogue details</CardTitle>
          <CardDescription>Fields marked * are required.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField id="title" label="Title *" error={errors.title?.message}>
            {(control) => (
              <Input {...control} placeholder="e.g. Kigali Crafts Shop" {...form.register('title')} />
            )}
          </FormField>
          <FormField id="description" label="Description" error={errors.description?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                placeholder="What do you sell?"
                {...form.register('description')}
              />
            )}
          </FormField>
          <FormField
            id="currency"
            label="Currency"
            error={errors.currency?.message}
            hint="Every product is priced in this currency."
          >
            {(control) => (
              <CurrencySelect
                {...control}
                className="sm:max-w-40"
                currencies={CATALOGUE_CURRENCIES}
                {...form.register('currency', {
                  onChange: () => {
                    if (form.formState.isSubmitted) void form.trigger('items');
                  },
                })}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Products</CardTitle>
          <CardDescription>Each product needs a name and a price greater than 0.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <ProductList
            products={items.fields.map((field) => ({ ...field, key: field.id }))}
            currency={currency}
            errorsOf={(index) => ({
              name: errors.items?.[index]?.name?.message,
              description: errors.items?.[index]?.description?.message,
              price: errors.items?.[index]?.price?.message,
            })}
            editingIndex={editingIndex}
            onEdit={setEditingIndex}
            onRemove={removeProduct}
          />
          <FieldError message={errors.items?.message ?? errors.items?.root?.message} />
          <ProductEditor
            key={editingIndex ?? 'new'}
            currency={currency}
            initial={editingIndex === null ? undefined : productAt(items.fields, editingIndex)}
            onSave={saveProduct}
            onCancel={() => setEditingIndex(null)}
          />
        </CardContent>
      </Card>

      <CreatorActions
        cancelHref={cancelHref}
        submitLabel={submitLabel}
        pendingLabel="Saving..."
        isPending={isPending}
        isDisabled={isMissingRequired}
      />
    </form>
  );
}
