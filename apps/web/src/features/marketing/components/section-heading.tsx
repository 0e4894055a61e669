import { cn } from '@/lib/cn';

/**
 * A section's eyebrow, `h2` title and lead paragraph. `id` goes on the title so the section can be
 * `aria-labelledby` it.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p>}
    </div>
  );
}
