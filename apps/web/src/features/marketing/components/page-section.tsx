import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';
import { SiteContainer } from './site-container';

/**
 * A full-width band of a marketing page with its heading (labelling the `<section>`) and content.
 * `tone` alternates the background so consecutive sections read apart.
 */
export function PageSection({
  eyebrow,
  title,
  lead,
  tone = 'white',
  className,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'white' | 'muted';
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-24', tone === 'muted' && 'bg-slate-50', className)}
    >
      <SiteContainer>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mt-12 sm:mt-16">{children}</div>
      </SiteContainer>
    </section>
  );
}
