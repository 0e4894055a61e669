/**
 * `/dashboard/send-money`: Wallet (opens send) or External Wallet (opens direct-pay), docs/product.md#dashboard.
 * @module
 */
import { SendMoneyOptions } from '@/features/wallet/components/send-money-options';

export function Component() {
  return (
    <>
      <title>Send Money · Malipo</title>
      <SendMoneyOptions />
    </>
  );
}
