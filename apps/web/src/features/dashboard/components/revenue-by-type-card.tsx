import { lazy, Suspense } from 'react';
import { PieChartIcon } from 'lucide-react';
import type { RevenueByType } from '@malipo/contracts/analytics';
import { formatMoney } from '@malipo/contracts/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useRevenueByType } from '../api/get-revenue-by-type';
import type { AnalyticsQuery } from '../lib/analytics-query';
import { formatShare } from '../lib/chart-format';
import { linkTypeColor, linkTypePluralLabel } from '../lib/link-type-display';

// Recharts stays out of the dashboard's first paint (~100 KB gzip: lazy-loaded).
const RevenueDonut = lazy(() =>
  import('./revenue-donut').then((module) => ({ default: module.RevenueDonut })),
);

function DonutSkeleton() {
  return <Skeleton className="size-44 rounded-full" />;
}

function RevenueBreakdown({ revenue }: { revenue: RevenueByType }) {
  const totalMinor = revenue.data.reduce((sum, slice) => sum + slice.amountMinor, 0);
  if (totalMinor === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
          <PieChartIcon className="size-6 text-slate-400" aria-hidden="true" />
        </span>
        <p className="font-medium">No revenue in this period yet</p>
        <p className="max-w-xs text-sm text-slate-500">Revenue from each kind of link is compared here.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-6">
      <div className="relative size-44">
        <Suspense fallback={<DonutSkeleton />}>
          <RevenueDonut revenue={revenue} />
        </Suspense>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-xs text-slate-500">Total</span>
          <span className="text-sm font-semibold tabular-nums">
            {formatMoney(totalMinor, revenue.currency)}
          </span>
        </div>
      </div>
      <ul className="w-full space-y-2" aria-label="Revenue by link type">
        {revenue.data.map((slice) => (
          <li key={slice.type} className="flex items-center gap-3 text-sm">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: linkTypeColor(slice.type) }}
            />
            <span className="min-w-0 flex-1 truncate text-slate-700">{linkTypePluralLabel(slice.type)}</span>
            <span className="font-medium tabular-nums">
              {formatMoney(slice.amountMinor, revenue.currency)}
            </span>
            <span className="w-10 text-right text-slate-500 tabular-nums">
              {formatShare(slice.amountMinor, totalMinor)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Revenue by Link Type (docs/product.md#dashboard): a donut of payment, donation, subscription and catalogue revenue
 * with a legend giving each type's amount and share, for the same period and currency as the Income
 * Overview.
 */
export function RevenueByTypeCard({ query }: { query: AnalyticsQuery }) {
  const revenue = useRevenueByType(query);

  return (
    <Card role="region" aria-label="Revenue by Link Type" className="min-w-0">
      <CardHeader>
        <CardTitle>Revenue by Link Type</CardTitle>
        <CardDescription>
          Last {query.days} days{revenue.data ? ` · ${revenue.data.currency}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className={cn(revenue.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {revenue.isPending ? (
          <div
            role="status"
            aria-label="Loading revenue by link type"
            className="flex flex-col items-center gap-6"
          >
            <DonutSkeleton />
            <div className="w-full space-y-2">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-5 w-full" />
              ))}
            </div>
          </div>
        ) : revenue.isError ? (
          <div className="flex flex-col items-start gap-2 py-4">
            <p className="text-sm text-slate-600">We could not load your revenue by link type.</p>
            <Button size="sm" variant="outline" onClick={() => void revenue.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <RevenueBreakdown revenue={revenue.data} />
        )}
      </CardContent>
    </Card>
  );
}
