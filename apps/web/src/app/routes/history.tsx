/**
 * `/dashboard/history`: the merchant's transaction history with filters in the URL (docs/product.md#dashboard).
 * @module
 */
import { TransactionHistory } from '@/features/history/components/transaction-history';

export function Component() {
  return (
    <>
      <title>History · Malipo</title>
      <TransactionHistory />
    </>
  );
}
