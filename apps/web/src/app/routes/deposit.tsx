/**
 * `/dashboard/deposit`: direct deposit by mobile money or card, wallets with Convert, and 'Create
 * Deposit Link' (docs/product.md#dashboard).
 * @module
 */
import { DepositScreen } from '@/features/wallet/components/deposit-screen';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Deposit · Malipo</title>
      <DepositScreen storageScope={user.id} mode={user.mode} />
    </>
  );
}
