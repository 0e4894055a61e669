import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A list of short claims, each with a check mark, in one or two columns. */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2')}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <CheckIcon className="size-3.5" aria-hidden="true" strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
