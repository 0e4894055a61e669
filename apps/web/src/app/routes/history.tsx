/**
 * `/dashboard/history`: the merchant's transaction history with filters in the URL (spec §2.7).
 * @module
 */
import { TransactionHistory } from '../../features/history/components/transaction-history';

/** Route component. */
export function Component() {
  return (
    <>
      <title>History · Malipo</title>
      <TransactionHistory />
    </>
  );
}
