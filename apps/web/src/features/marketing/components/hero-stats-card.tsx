import type { LucideIcon } from 'lucide-react';
import type { Stat } from '../content/types';
import { feePercent } from '@/lib/fee-label';

/** The illustration beside a product or solution hero: its icon and title over four headline figures. */
export function HeroStatsCard({
  icon: Icon,
  title,
  stats,
}: {
  icon: LucideIcon;
  title: string;
  stats: readonly Stat[];
}) {
  return (
    <div className="relative mx-auto w-full max-w-md lg:mr-0">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/70 via-teal-100/60 to-amber-100/60 blur-2xl"
      />
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-2xl shadow-brand-900/10 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <p className="text-lg font-semibold text-slate-900">{title}</p>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1 rounded-2xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold tracking-tight text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-500">
          {`No setup fees · No transaction fees · ${feePercent('withdrawal')} only at withdrawal`}
        </p>
      </div>
    </div>
  );
}
