/**
 * `/dashboard/history/:transactionId`: one transaction with its ledger entries (docs/product.md#dashboard). A route
 * of its own so Back returns to the list.
 * @module
 */
import { useParams } from 'react-router';
import { TransactionDetail } from '@/features/history/components/transaction-detail';

export function Component() {
  const { transactionId = '' } = useParams();
  return (
    <>
      <title>Transaction · Malipo</title>
      <TransactionDetail key={transactionId} transactionId={transactionId} />
    </>
  );
}
