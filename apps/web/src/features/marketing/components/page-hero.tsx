import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { HeroCopy } from '../content/types';
import { CtaButtons } from './cta-buttons';
import { SiteContainer } from './site-container';

/**
 * A page's opening band: eyebrow (with an optional icon), the page's `h1`, the lead and the calls to
 * action (the standard pair unless `actions` is given), with an optional illustration beside it;
 * without one, the text is centred.
 */
export function PageHero({
  hero,
  icon: Icon,
  actions = <CtaButtons />,
  aside,
}: {
  hero: HeroCopy;
  icon?: LucideIcon;
  actions?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-slate-100 bg-gradient-to-b from-brand-50/70 to-white">
      <div
        aria-hidden="true"
        className="absolute top-0 left-1/2 -z-0 h-80 w-[56rem] -translate-x-1/2 rounded-full bg-brand-100/50 blur-3xl"
      />
      <SiteContainer className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div className={aside ? undefined : 'mx-auto max-w-3xl text-center lg:col-span-2'}>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            {Icon && <Icon className="size-4" aria-hidden="true" />}
            {hero.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p
            className={cn(
              'mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl',
              !aside && 'mx-auto',
            )}
          >
            {hero.lead}
          </p>
          <div className={cn('mt-8', !aside && 'flex justify-center')}>{actions}</div>
        </div>
        {aside}
      </SiteContainer>
    </section>
  );
}
