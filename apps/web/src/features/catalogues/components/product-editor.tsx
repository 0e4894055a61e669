import { useState, type KeyboardEvent } from 'react';
import { PlusIcon } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EMPTY_PRODUCT, isProductValid, priceError, type ProductValues } from '../lib/product-values';

/**
 * The product fields of the catalogue creator (docs/product.md#entities "Catalogue item", docs/product.md#validation): name, description,
 * price (in the catalogue's `currency`) and in stock. 'Add Product' stays disabled until the product
 * has a name and a price greater than 0. With `initial` it edits that product ('Update Product',
 * Cancel) and keeps its id. Enter adds the product instead of submitting the catalogue.
 */
export function ProductEditor({
  currency,
  initial,
  onSave,
  onCancel,
}: {
  currency: string;
  initial?: ProductValues | undefined;
  onSave: (product: ProductValues) => void;
  onCancel?: (() => void) | undefined;
}) {
  const [product, setProduct] = useState<ProductValues>(initial ?? EMPTY_PRODUCT);
  const isEditing = initial !== undefined;
  const canSave = isProductValid(product, currency);
  const priceMessage =
    product.price.trim() === '' ? undefined : (priceError(product.price, currency) ?? undefined);
  const set = (patch: Partial<ProductValues>) => setProduct((current) => ({ ...current, ...patch }));

  const save = () => {
    if (!canSave) return;
    onSave(product);
    setProduct(EMPTY_PRODUCT);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  };

  return (
    <fieldset onKeyDown={onKeyDown} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {isEditing ? 'Edit product' : 'Add a product'}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id="product-name" label="Product Name *">
          {(control) => (
            <Input
              {...control}
              value={product.name}
              maxLength={120}
              placeholder="e.g. Kitenge dress"
              onChange={(event) => set({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="product-price" label={`Price (${currency}) *`} error={priceMessage}>
          {(control) => (
            <Input
              {...control}
              value={product.price}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              onChange={(event) => set({ price: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField id="product-description" label="Product Description">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={product.description}
            maxLength={500}
            placeholder="Size, colour, what is included"
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={product.inStock}
            onChange={(event) => set({ inStock: event.target.checked })}
            className="size-4 rounded border-slate-300 accent-brand-700"
          />
          In stock
        </label>
        <div className="flex flex-wrap gap-2">
          {isEditing && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={save} disabled={!canSave}>
            <PlusIcon aria-hidden="true" />
            {isEditing ? 'Update Product' : 'Add Product'}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
