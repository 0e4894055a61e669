/**
 * `/dashboard`: greeting, Available Balance, Quick Actions, outstanding and overdue invoices, Income Overview beside Revenue by Link
 * Type (one shared period and currency), Active Links with the Virtual Card and its Manage
 * Subscriptions dialog beneath, and Recent Transactions (docs/product.md#dashboard).
 * The charts' Recharts code arrives in lazy chunks after the first paint.
 * @module
 */
import { ActiveLinksCard } from '@/features/dashboard/components/active-links-card';
import { BalanceCard } from '@/features/dashboard/components/balance-card';
import { IncomeOverview } from '@/features/dashboard/components/income-overview';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentTransactions } from '@/features/dashboard/components/recent-transactions';
import { RevenueByTypeCard } from '@/features/dashboard/components/revenue-by-type-card';
import { useAnalyticsPeriod } from '@/features/dashboard/hooks/use-analytics-period';
import { OutstandingInvoicesCard } from '@/features/invoices/components/outstanding-invoices-card';
import { ManageSubscriptionsDialog } from '@/features/subscriptions/components/manage-subscriptions-dialog';
import { VirtualCardSection } from '@/features/virtual-card/components/virtual-card-section';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  const period = useAnalyticsPeriod();
  return (
    <div className="space-y-6">
      <title>Dashboard · Malipo</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          Welcome back, {user.name}
        </h1>
        <p className="mt-1 text-slate-500">
          Here is what is happening with {user.businessName || 'your business'}.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BalanceCard />
        </div>
        <QuickActions />
      </div>
      <OutstandingInvoicesCard />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <IncomeOverview period={period} />
        </div>
        <RevenueByTypeCard query={period.query} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6">
          <ActiveLinksCard />
          <VirtualCardSection />
          <ManageSubscriptionsDialog />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <RecentTransactions />
        </div>
      </div>
    </div>
  );
}
