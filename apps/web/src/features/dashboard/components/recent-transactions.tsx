import { Link } from 'react-router';
import { ArrowDownLeftIcon, ArrowRightIcon, ArrowUpRightIcon, ReceiptIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useTransactions } from '../api/get-transactions';
import { paymentMethodLabel } from '@/lib/transaction-display';
import { TransactionStatusBadge } from '@/components/transaction-status-badge';
import { TransactionAmount } from '@/components/transaction-amount';

/** Number of transactions on the dashboard home (docs/product.md#constants). */
export const RECENT_TRANSACTIONS_LIMIT = 5;

function TransactionsSkeleton() {
  return (
    <ul role="status" aria-label="Loading transactions" className="divide-y divide-slate-100">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="h-4 w-16" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Recent Transactions (docs/product.md#dashboard): the 5 newest payments with description, payer, method, status
 * (docs/product.md#states colours), amount and date; an empty state before the first payment.
 */
export function RecentTransactions() {
  const transactions = useTransactions(RECENT_TRANSACTIONS_LIMIT);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Recent Transactions</CardTitle>
          <CardDescription>Your {RECENT_TRANSACTIONS_LIMIT} newest payments.</CardDescription>
        </div>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={paths.dashboard.history.getHref()}>
            See all history
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {transactions.isPending ? (
          <TransactionsSkeleton />
        ) : transactions.isError ? (
          <div className="flex flex-col items-start gap-2 py-4">
            <p className="text-sm text-slate-600">We could not load your transactions.</p>
            <Button size="sm" variant="outline" onClick={() => void transactions.refetch()}>
              Try again
            </Button>
          </div>
        ) : transactions.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
              <ReceiptIcon className="size-6 text-slate-400" aria-hidden="true" />
            </span>
            <p className="font-medium">No transactions yet</p>
            <p className="max-w-xs text-sm text-slate-500">
              When someone pays one of your links, the payment shows up here.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {transactions.data.map((transaction) => (
              <li key={transaction.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                {/* Money out (sends, withdrawals, card payments) points away; money in points in. */}
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full',
                    transaction.amountMinor < 0
                      ? 'bg-slate-100 text-slate-600'
                      : 'bg-brand-50 text-brand-700',
                  )}
                >
                  {transaction.amountMinor < 0 ? (
                    <ArrowUpRightIcon className="size-5" />
                  ) : (
                    <ArrowDownLeftIcon className="size-5" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{transaction.description}</p>
                  <p className="truncate text-xs text-slate-500">
                    {transaction.counterparty} · {paymentMethodLabel(transaction.paymentMethod)}
                  </p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <TransactionAmount transaction={transaction} className="text-sm" />
                  <TransactionStatusBadge status={transaction.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
