import type { PayMethod } from '../lib/checkout-state';
import { focusClass } from '../lib/checkout-styles';
import { CardIcon, PhoneIcon } from './icons';

const METHODS = [
  { method: 'card', label: 'Card', detail: 'Visa, Mastercard and more', Icon: CardIcon },
  { method: 'mobile', label: 'Mobile', detail: 'MTN, Airtel Money, M-Pesa', Icon: PhoneIcon },
] as const;

/**
 * Step 1 (spec §2.6): pick Card or Mobile. `onPrefetch` lets the page start loading the mobile money
 * form when the payer points at or focuses the Mobile button.
 */
export function MethodStep({
  onChoose,
  onPrefetch,
}: {
  onChoose: (method: PayMethod) => void;
  onPrefetch: (method: PayMethod) => void;
}) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Step 1 of 2</p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">How would you like to pay?</h2>
      <div className="mt-5 grid grid-cols-2 gap-3">
        {METHODS.map(({ method, label, detail, Icon }) => (
          <button
            key={method}
            type="button"
            onClick={() => onChoose(method)}
            onPointerEnter={() => onPrefetch(method)}
            onFocus={() => onPrefetch(method)}
            aria-label={label}
            aria-describedby={`method-${method}-detail`}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-slate-200 bg-white px-3 py-5 text-center transition hover:border-(--m-accent) hover:bg-slate-50 ${focusClass}`}
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700">
              <Icon className="size-6" />
            </span>
            <span className="text-base font-semibold text-slate-900">{label}</span>
            <span id={`method-${method}-detail`} className="text-xs text-slate-500">
              {detail}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
