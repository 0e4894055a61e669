import { CheckCircle2Icon } from 'lucide-react';
import type { Segment } from '../content/types';

/** The "Perfect for" segments of a solution page: name and one line each. */
export function SegmentGrid({ segments }: { segments: readonly Segment[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {segments.map((segment) => (
        <li key={segment.name} className="rounded-2xl border border-slate-200 bg-white p-5">
          <CheckCircle2Icon className="size-6 text-brand-600" aria-hidden="true" />
          <h3 className="mt-3 font-semibold text-slate-900">{segment.name}</h3>
          <p className="mt-1 text-sm text-slate-600">{segment.text}</p>
        </li>
      ))}
    </ul>
  );
}
