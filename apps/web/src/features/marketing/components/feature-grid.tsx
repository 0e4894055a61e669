import { cn } from '@/lib/cn';
import type { Feature } from '../content/types';

/** Feature cards (icon, title, text) in a responsive grid of up to `columns` columns. */
export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
