/**
 * `/dashboard/withdraw`: withdraw to a bank account or mobile money with the 2% fee shown before
 * confirmation (docs/product.md#dashboard).
 * @module
 */
import { WithdrawScreen } from '@/features/wallet/components/withdraw-screen';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Withdraw · Malipo</title>
      <WithdrawScreen mode={user.mode} />
    </>
  );
}
