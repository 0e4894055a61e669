import type { TransactionStatus } from '@malipo/contracts/dashboard';
import { Badge } from './ui/badge';
import { transactionStatusDisplay } from '@/lib/transaction-display';

/** A transaction's status as a coloured badge (docs/product.md#states). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { label, tone } = transactionStatusDisplay(status);
  return <Badge variant={tone}>{label}</Badge>;
}
