import { CheckIcon } from 'lucide-react';
import { PRESET_THEMES } from '@malipo/contracts/settings';
import { cn } from '@/lib/cn';

/** One preset theme (docs/product.md#constants). */
export type PresetTheme = (typeof PRESET_THEMES)[number];

/**
 * The 8 preset themes (docs/product.md#constants) as swatches with their names; the one matching the current colours
 * is pressed.
 */
export function PresetThemes({
  activeName,
  onSelect,
}: {
  activeName: string | null;
  onSelect: (theme: PresetTheme) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Preset themes</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PRESET_THEMES.map((theme) => {
          const isActive = theme.name === activeName;
          return (
            <button
              key={theme.name}
              type="button"
              aria-pressed={isActive}
              onClick={() => onSelect(theme)}
              className={cn(
                'flex items-center gap-2 rounded-lg border bg-white p-2 text-left text-xs font-medium transition-colors outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600',
                isActive ? 'border-slate-900 ring-1 ring-slate-900' : 'border-slate-200',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full text-white"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${theme.primaryColor} 50%, ${theme.secondaryColor} 50%)`,
                }}
              >
                {isActive && <CheckIcon className="size-4" />}
              </span>
              <span className="min-w-0 leading-tight text-slate-800">{theme.name}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
