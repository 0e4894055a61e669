import { MinusIcon, PlusIcon } from './icons';
import { focusClass } from '@/features/checkout/lib/checkout-styles';

const stepButtonClass = `flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 ${focusClass}`;

/** Minus, the quantity and plus for one product (docs/product.md#payer-pages, docs/product.md#states). */
export function QuantityStepper({
  name,
  quantity,
  canAdd,
  onAdd,
  onRemove,
}: {
  name: string;
  quantity: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        onClick={onRemove}
        disabled={quantity === 0}
        aria-label={`Remove one ${name}`}
        className={stepButtonClass}
      >
        <MinusIcon className="size-4" />
      </button>
      <output aria-live="polite" className="w-9 text-center text-base font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        onClick={onAdd}
        disabled={!canAdd}
        aria-label={`Add one ${name}`}
        className={stepButtonClass}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
