import { lazy, Suspense } from 'react';
import { TrendingUpIcon } from 'lucide-react';
import type { Income } from '@malipo/contracts/analytics';
import { formatMoney } from '@malipo/contracts/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useIncome } from '../api/get-income';
import type { AnalyticsPeriod } from '../hooks/use-analytics-period';
import { ChartSkeleton } from './chart-skeleton';
import { PeriodToggle } from './period-toggle';

// Recharts stays out of the dashboard's first paint (~100 KB gzip: lazy-loaded).
const IncomeChart = lazy(() => import('./income-chart').then((module) => ({ default: module.IncomeChart })));

function totals(income: Income): { amountMinor: number; count: number } {
  return income.points.reduce(
    (sum, point) => ({ amountMinor: sum.amountMinor + point.amountMinor, count: sum.count + point.count }),
    { amountMinor: 0, count: 0 },
  );
}

function Headline({ income }: { income: Income }) {
  const total = totals(income);
  return (
    <div className="mt-3">
      <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
        {formatMoney(total.amountMinor, income.currency)}
      </p>
      <p className="text-sm text-slate-500">
        {total.count} {total.count === 1 ? 'payment' : 'payments'} received
      </p>
    </div>
  );
}

function EmptyIncome() {
  return (
    <div className="flex h-56 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-200 text-center sm:h-64">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <TrendingUpIcon className="size-6 text-slate-400" aria-hidden="true" />
      </span>
      <p className="font-medium">No income in this period yet</p>
      <p className="max-w-xs px-4 text-sm text-slate-500">
        Payments to your links will be charted here, day by day.
      </p>
    </div>
  );
}

/**
 * Income Overview (docs/product.md#dashboard): total and daily chart of succeeded payments over the chosen period
 * (7, 30, 90 or 365 days, default 30, docs/product.md#states), in one currency at a time — a currency picker appears
 * once the merchant has been paid in more than one. Period and currency come from the home route so
 * the Revenue by Link Type donut shows the same money.
 */
export function IncomeOverview({ period }: { period: AnalyticsPeriod }) {
  const income = useIncome(period.query);
  const data = income.data;
  const hasIncome = data?.points.some((point) => point.amountMinor > 0) ?? false;

  return (
    <Card role="region" aria-label="Income Overview" className="min-w-0">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle>Income Overview</CardTitle>
          <CardDescription>Last {period.query.days} days</CardDescription>
          {data ? (
            <Headline income={data} />
          ) : income.isPending ? (
            <div className="mt-3 space-y-2" aria-hidden="true">
              <Skeleton className="h-8 w-36" />
              <Skeleton className="h-4 w-28" />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {data && data.currencies.length > 1 && (
            <NativeSelect
              aria-label="Currency"
              className="w-28"
              value={data.currency}
              onChange={(event) => period.setCurrency(event.target.value)}
            >
              {data.currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </NativeSelect>
          )}
          <PeriodToggle value={period.query.days} onChange={period.setDays} />
        </div>
      </CardHeader>
      <CardContent className={cn(income.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {income.isPending ? (
          <ChartSkeleton label="Loading income" />
        ) : income.isError ? (
          <div className="flex h-56 flex-col items-start justify-center gap-2 sm:h-64">
            <p className="text-sm text-slate-600">We could not load your income.</p>
            <Button size="sm" variant="outline" onClick={() => void income.refetch()}>
              Try again
            </Button>
          </div>
        ) : !hasIncome ? (
          <EmptyIncome />
        ) : (
          <Suspense fallback={<ChartSkeleton label="Loading chart" />}>
            <IncomeChart income={income.data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
