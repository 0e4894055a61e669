import { MinusIcon, PlusIcon } from './icons';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { focusClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';
import { MAX_QUANTITY } from '../lib/cart';

const stepButtonClass = `flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 ${focusClass}`;

/**
 * Minus, the quantity and plus for one product (docs/product.md#payer-pages, docs/product.md#states).
 * Until the page's code runs — or without JavaScript — the quantity is a number input named
 * `field` (0 to {@link MAX_QUANTITY}; disabled when `isOrderable` is false) that the storefront's
 * form sends (docs/architecture.md#payer-pages).
 */
export function QuantityStepper({
  name,
  field,
  quantity,
  isOrderable,
  canAdd,
  onAdd,
  onRemove,
}: {
  name: string;
  field: string;
  quantity: number;
  isOrderable: boolean;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const isHydrated = useIsHydrated();
  const { t } = useI18n();
  const quantityLabel = t('storefront:stepper.quantityOf', { name });
  return (
    <div role="group" aria-label={quantityLabel} className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        onClick={onRemove}
        disabled={quantity === 0}
        aria-label={t('storefront:stepper.removeOne', { name })}
        className={stepButtonClass}
      >
        <MinusIcon className="size-4" />
      </button>
      {isHydrated ? (
        <output aria-live="polite" className="w-9 text-center text-base font-semibold tabular-nums">
          {quantity}
        </output>
      ) : (
        <input
          type="number"
          name={field}
          defaultValue={quantity}
          min={0}
          max={MAX_QUANTITY}
          step={1}
          inputMode="numeric"
          disabled={!isOrderable}
          aria-label={quantityLabel}
          className={`h-11 w-16 rounded-lg border border-slate-300 text-center text-base font-semibold tabular-nums ${focusClass}`}
        />
      )}
      <button
        type="button"
        onClick={onAdd}
        disabled={!canAdd}
        aria-label={t('storefront:stepper.addOne', { name })}
        className={stepButtonClass}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
