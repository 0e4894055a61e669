import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';

/** One choice of an {@link OptionToggle}. */
export interface ToggleOption<V extends string> {
  value: V;
  label: string;
  icon: LucideIcon;
}

/**
 * A choice between a few options (Mobile money / Bank account) as a radio group styled as
 * segmented buttons: arrow keys move between them, the chosen one is highlighted.
 */
export function OptionToggle<V extends string>({
  legend,
  options,
  value,
  register,
}: {
  legend: string;
  options: readonly ToggleOption<V>[];
  value: V;
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ value: optionValue, label, icon: Icon }) => (
          <label
            key={optionValue}
            className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 px-3 py-2 text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2 ${
              value === optionValue
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-200 text-slate-600 hover:border-slate-300'
            }`}
          >
            <input type="radio" value={optionValue} className="sr-only" {...register} />
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
