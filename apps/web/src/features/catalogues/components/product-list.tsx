import { PencilIcon, PackageIcon, Trash2Icon } from 'lucide-react';
import { formatMoney, parseAmountToMinor } from '@malipo/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ProductValues } from '../lib/product-values';

/** Field messages of one product (from the form's checks or the server). */
export interface ProductErrors {
  name?: string | undefined;
  description?: string | undefined;
  price?: string | undefined;
}

/**
 * The products added to a catalogue: name, description, price in the catalogue's `currency`,
 * stock, and Edit / Remove. A price no longer valid in the currency, or a server message, shows
 * under the product.
 */
export function ProductList({
  products,
  currency,
  errorsOf,
  editingIndex,
  onEdit,
  onRemove,
}: {
  products: readonly (ProductValues & { key: string })[];
  currency: string;
  errorsOf: (index: number) => ProductErrors;
  editingIndex: number | null;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  if (products.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-500">
        <PackageIcon className="size-5 shrink-0" aria-hidden="true" />
        No products yet. Add at least one product below.
      </p>
    );
  }
  return (
    <ul aria-label="Products" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {products.map((product, index) => {
        const priceMinor = parseAmountToMinor(product.price, currency);
        const messages = Object.values(errorsOf(index)).filter(Boolean);
        return (
          <li
            key={product.key}
            className={index === editingIndex ? 'bg-brand-50/60 p-3 sm:p-4' : 'p-3 sm:p-4'}
          >
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium break-words text-slate-900">{product.name}</p>
                  <Badge variant={product.inStock ? 'success' : 'neutral'}>
                    {product.inStock ? 'In stock' : 'Out of stock'}
                  </Badge>
                </div>
                {product.description && (
                  <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-500">
                    {product.description}
                  </p>
                )}
              </div>
              <p className="font-semibold tabular-nums">
                {priceMinor !== null ? formatMoney(priceMinor, currency) : product.price}
              </p>
            </div>
            {messages.map((message) => (
              <p key={message} className="mt-1 text-sm text-red-600">
                {message}
              </p>
            ))}
            <div className="mt-2 flex gap-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onEdit(index)}
                aria-label={`Edit ${product.name}`}
              >
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-red-600 hover:bg-red-50 hover:text-red-700"
                onClick={() => onRemove(index)}
                aria-label={`Remove ${product.name}`}
              >
                <Trash2Icon aria-hidden="true" />
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
