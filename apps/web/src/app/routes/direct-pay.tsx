/**
 * `/dashboard/direct-pay`: Direct Pay to an external mobile wallet with conversion; its back button
 * uses the browser's history (docs/product.md#payer-pages, docs/product.md#dashboard).
 * @module
 */
import { DirectPayForm } from '@/features/wallet/components/direct-pay-form';
import { FormScreen } from '@/features/wallet/components/form-screen';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  return (
    <>
      <title>Direct Pay · Malipo</title>
      <FormScreen
        back={{ isHistory: true, label: 'Back' }}
        title="Direct Pay"
        intro="Send to any mobile money number. We convert the amount to the currency they receive."
        cardTitle="Send to a mobile wallet"
        cardDescription="Rate, fee and total are shown before you confirm."
      >
        <DirectPayForm mode={user.mode} />
      </FormScreen>
    </>
  );
}
