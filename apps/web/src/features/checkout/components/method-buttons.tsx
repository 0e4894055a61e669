import { useId } from 'react';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { PayMethod } from '../lib/checkout-state';
import { focusClass } from '../lib/checkout-styles';
import { BankIcon, CardIcon, PhoneIcon } from './icons';

const METHODS = [
  { method: 'card', label: 'checkout:method.card', detail: 'checkout:method.cardDetail', Icon: CardIcon },
  {
    method: 'mobile',
    label: 'checkout:method.mobile',
    detail: 'checkout:method.mobileDetail',
    Icon: PhoneIcon,
  },
  { method: 'bank', label: 'checkout:method.bank', detail: 'checkout:method.bankDetail', Icon: BankIcon },
] as const;

/**
 * The Card, Mobile and Bank transfer buttons (docs/product.md#payer-pages) — those of `methods`, the
 * ones the page offers (docs/providers.md#routing): two to a row, so they fit a 360 px phone; one
 * button, or the third, fills its row. `isDisabled` greys them out (e.g. no
 * amount yet, empty cart). With `selected` they act as a toggle and say which one is pressed. `onPrefetch` lets the
 * page start loading the method's module (the mobile money form, the bank transfer instructions)
 * when the payer points at or focuses its button. `form` (an
 * element id) makes them submit that form rather than the one around them.
 */
export function MethodButtons({
  methods,
  onChoose,
  onPrefetch,
  isDisabled = false,
  selected,
  form,
}: {
  methods: readonly PayMethod[];
  onChoose: (method: PayMethod) => void;
  onPrefetch?: (method: PayMethod) => void;
  isDisabled?: boolean;
  selected?: PayMethod | null;
  form?: string | undefined;
}) {
  const id = useId();
  const { t } = useI18n();
  const shown = METHODS.filter(({ method }) => methods.includes(method));
  return (
    <div className={`grid gap-3 ${methods.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
      {shown.map(({ method, label, detail, Icon }, index) => (
        <button
          key={method}
          // A submit button of the form around it, if any: without JavaScript it sends `method`.
          type="submit"
          name="method"
          value={method}
          form={form}
          onClick={(event) => {
            event.preventDefault();
            onChoose(method);
          }}
          onPointerEnter={() => onPrefetch?.(method)}
          onFocus={() => onPrefetch?.(method)}
          disabled={isDisabled}
          aria-label={t(label)}
          aria-describedby={`${id}-${method}`}
          aria-pressed={selected === undefined ? undefined : selected === method}
          className={`flex min-w-0 cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-slate-200 bg-white px-3 py-5 text-center break-words transition ${index === 2 ? 'col-span-2' : ''} enabled:hover:border-(--m-accent) enabled:hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-(--m-accent) aria-pressed:bg-slate-50 ${focusClass}`}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700">
            <Icon className="size-6" />
          </span>
          <span className="text-base font-semibold text-slate-900">{t(label)}</span>
          <span id={`${id}-${method}`} className="text-xs text-slate-500">
            {t(detail)}
          </span>
        </button>
      ))}
    </div>
  );
}
