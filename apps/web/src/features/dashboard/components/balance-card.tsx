import { Link } from 'react-router';
import { ArrowDownToLineIcon, ArrowUpFromLineIcon, WalletIcon } from 'lucide-react';
import { DEFAULT_CURRENCY } from '@malipo/contracts/currencies';
import { formatMoney } from '@malipo/contracts/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBalances } from '../api/get-balances';

const SHORTCUT_CLASS = 'bg-white/15 text-white hover:bg-white/25';

/** Deposit and Withdraw shortcuts (docs/product.md#dashboard), under the figures. */
function BalanceShortcuts() {
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <Button asChild size="sm" variant="secondary" className={SHORTCUT_CLASS}>
        <Link to={paths.dashboard.deposit.getHref()}>
          <ArrowDownToLineIcon aria-hidden="true" />
          Deposit
        </Link>
      </Button>
      <Button asChild size="sm" variant="secondary" className={SHORTCUT_CLASS}>
        <Link to={paths.dashboard.withdraw.getHref()}>
          <ArrowUpFromLineIcon aria-hidden="true" />
          Withdraw
        </Link>
      </Button>
    </div>
  );
}

/**
 * Available Balance card (docs/product.md#dashboard): one line per currency the merchant holds, from the ledger,
 * with Deposit and Withdraw shortcuts. With no money yet it shows a zero in the default currency
 * and says where payments appear.
 */
export function BalanceCard() {
  const balances = useBalances();
  const [primary, ...others] = balances.data ?? [];

  return (
    <Card
      role="region"
      aria-label="Available Balance"
      className="overflow-hidden border-0 bg-gradient-to-br from-brand-800 to-teal-700 text-white"
    >
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-brand-100">Available Balance</CardTitle>
        <WalletIcon className="size-5 text-brand-200" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {balances.isPending ? (
          <div role="status" aria-label="Loading balance">
            <Skeleton className="h-9 w-40 bg-white/20" />
            <Skeleton className="mt-3 h-4 w-56 bg-white/15" />
          </div>
        ) : balances.isError ? (
          <div className="space-y-2">
            <p className="text-sm text-brand-50">We could not load your balance.</p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void balances.refetch()}
              className="bg-white/15 text-white hover:bg-white/25"
            >
              Try again
            </Button>
          </div>
        ) : primary ? (
          <div>
            <p className="text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl">
              {formatMoney(primary.availableMinor, primary.currency)}
            </p>
            {others.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Other currencies">
                {others.map((balance) => (
                  <li
                    key={balance.currency}
                    className="rounded-full bg-white/15 px-3 py-1 text-sm tabular-nums"
                  >
                    {formatMoney(balance.availableMinor, balance.currency)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <div>
            <p className="text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl">
              {formatMoney(0, DEFAULT_CURRENCY)}
            </p>
            <p className="mt-2 text-sm text-brand-100">
              Payments you receive through your links will appear here.
            </p>
          </div>
        )}
        <BalanceShortcuts />
      </CardContent>
    </Card>
  );
}
