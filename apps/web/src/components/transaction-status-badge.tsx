import type { PaymentStatus } from '@malipo/contracts/payments';
import { Badge } from './ui/badge';
import { transactionStatusDisplay } from '../lib/transaction-display';

/** A transaction's status as a coloured badge (spec §4). */
export function TransactionStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, tone } = transactionStatusDisplay(status);
  return <Badge variant={tone}>{label}</Badge>;
}
