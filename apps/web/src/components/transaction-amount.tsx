import type { Transaction } from '@malipo/contracts/dashboard';
import { formatMoney } from '@malipo/contracts/money';
import { cn } from '@/lib/cn';

/** Money that actually arrived: shown green with a plus sign. */
function isReceived(transaction: Pick<Transaction, 'status' | 'amountMinor'>): boolean {
  return transaction.status === 'succeeded' && transaction.amountMinor > 0;
}

/** A transaction's amount in its currency; green with "+" once received (minor units in, text out). */
export function TransactionAmount({
  transaction,
  className,
}: {
  transaction: Pick<Transaction, 'status' | 'amountMinor' | 'currency'>;
  className?: string;
}) {
  const received = isReceived(transaction);
  return (
    <span
      className={cn('font-semibold tabular-nums', received ? 'text-green-700' : 'text-slate-700', className)}
    >
      {received ? '+' : ''}
      {formatMoney(transaction.amountMinor, transaction.currency)}
    </span>
  );
}
