import { useState } from 'react';
import { ArrowLeftRightIcon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import { DEFAULT_CURRENCY } from '@malipo/contracts/currencies';
import { CardListError } from '@/components/card-list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useWallet } from '../api/get-wallet';
import { ConvertDialog } from './convert-dialog';

/**
 * 'Your wallets': the available balance of each currency wallet, and Convert to move money between
 * them.
 */
export function WalletBalancesCard() {
  const wallet = useWallet();
  const [isConverting, setIsConverting] = useState(false);
  const balances = wallet.data?.balances ?? [];

  return (
    <Card role="region" aria-label="Your wallets">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Your wallets</CardTitle>
          <CardDescription>Available balance per currency.</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => setIsConverting(true)}>
          <ArrowLeftRightIcon aria-hidden="true" />
          Convert
        </Button>
      </CardHeader>
      <CardContent>
        {wallet.isPending ? (
          <div role="status" aria-label="Loading balances" className="space-y-2">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-6 w-24" />
          </div>
        ) : wallet.isError ? (
          <CardListError message="We could not load your balances." onRetry={() => void wallet.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {(balances.length > 0 ? balances : [{ currency: DEFAULT_CURRENCY, availableMinor: 0 }]).map(
              (b) => (
                <li key={b.currency} className="flex items-baseline justify-between py-2 text-sm">
                  <span className="text-slate-600">{b.currency}</span>
                  <span className="font-semibold tabular-nums">
                    {formatMoney(b.availableMinor, b.currency)}
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </CardContent>
      <ConvertDialog isOpen={isConverting} onOpenChange={setIsConverting} />
    </Card>
  );
}
