/**
 * The Income Overview's area chart. Imports Recharts (~100 KB gzip), so it is only ever
 * loaded through `React.lazy` from `income-overview.tsx`, never in the first paint or the payer page.
 * @module
 */
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Income } from '@malipo/contracts/analytics';
import { formatMoney } from '@malipo/contracts/money';
import { minorToMajorForChart } from '@malipo/contracts/money';
import { formatCompactMoney, formatDay, formatFullDay } from '../lib/chart-format';

const BRAND_COLOR = '#0f766e';

/** Income per day in major units (y) against the calendar day (x); tooltip in {@link formatMoney}. */
export function IncomeChart({ income }: { income: Income }) {
  const { currency } = income;
  const rows = income.points.map((point) => ({
    ...point,
    amountMajor: minorToMajorForChart(point.amountMinor, currency),
  }));

  return (
    <div className="h-56 sm:h-64">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
        <AreaChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="income-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND_COLOR} stopOpacity={0.3} />
              <stop offset="100%" stopColor={BRAND_COLOR} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="date"
            tickFormatter={formatDay}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
            tick={{ fontSize: 12, fill: '#64748b' }}
          />
          <YAxis
            tickFormatter={(value: number) => formatCompactMoney(value, currency)}
            tickLine={false}
            axisLine={false}
            width={64}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
          />
          <Tooltip
            cursor={{ stroke: '#94a3b8', strokeDasharray: '3 3' }}
            content={({ active, label }) => {
              const row = active ? rows.find((candidate) => candidate.date === label) : undefined;
              if (!row) return null;
              return (
                <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
                  <p className="text-xs text-slate-500">{formatFullDay(row.date)}</p>
                  <p className="font-semibold tabular-nums">{formatMoney(row.amountMinor, currency)}</p>
                  <p className="text-xs text-slate-500">
                    {row.count} {row.count === 1 ? 'payment' : 'payments'}
                  </p>
                </div>
              );
            }}
          />
          <Area
            type="monotone"
            dataKey="amountMajor"
            name="Income"
            stroke={BRAND_COLOR}
            strokeWidth={2}
            fill="url(#income-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
