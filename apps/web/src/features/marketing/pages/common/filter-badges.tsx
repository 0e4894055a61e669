import { cn } from '@/lib/cn';

/**
 * A row of pill-shaped toggle buttons choosing one filter (`aria-pressed` marks the chosen one);
 * `label` names the group for assistive technology.
 */
export function FilterBadges<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const isSelected = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option)}
            className={cn(
              'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              isSelected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-800',
            )}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
