import type { CatalogueItem } from '@malipo/contracts/catalogues';
import { quantityField } from '@malipo/contracts/catalogue-cart-fields';
import { useI18n } from '@/lib/i18n/page-i18n';
import { MAX_QUANTITY } from '../lib/cart';
import { QuantityStepper } from './quantity-stepper';

/**
 * One product (docs/product.md#payer-pages): name, description, price (docs/product.md#constants: 2 decimals, none for 0-decimal
 * currencies) and minus/plus. An out-of-stock product says so and cannot be added.
 */
export function ProductRow({
  item,
  currency,
  quantity,
  onAdd,
  onRemove,
}: {
  item: CatalogueItem;
  currency: string;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const { t, money } = useI18n();
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{item.name}</h3>
        {item.description && <p className="mt-0.5 text-sm break-words text-slate-600">{item.description}</p>}
        <p className="mt-1.5 flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums text-slate-900">
            {money(item.priceMinor, currency)}
          </span>
          {!item.inStock && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {t('storefront:catalogue.outOfStock')}
            </span>
          )}
        </p>
      </div>
      <QuantityStepper
        name={item.name}
        field={quantityField(item.id)}
        quantity={quantity}
        isOrderable={item.inStock}
        canAdd={item.inStock && quantity < MAX_QUANTITY}
        onAdd={onAdd}
        onRemove={onRemove}
      />
    </li>
  );
}
