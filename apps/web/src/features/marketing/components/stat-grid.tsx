import type { Stat } from '../content/types';

/** Headline figures in a row (two columns on phones). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 text-center sm:p-6"
        >
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="order-first text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
