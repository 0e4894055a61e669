/**
 * `/dashboard/make-payment`: pay a merchant by merchant code from the wallet or with the virtual
 * card (docs/product.md#dashboard items 5 and 6). The card comes from the virtual card feature and is
 * handed to the wallet's form, which offers it while it is active.
 * @module
 */
import { paths } from '@/config/paths';
import { useVirtualCard } from '@/features/virtual-card/api/get-virtual-card';
import { FormScreen } from '@/features/wallet/components/form-screen';
import { MakePaymentForm } from '@/features/wallet/components/make-payment-form';

export function Component() {
  const card = useVirtualCard();
  return (
    <>
      <title>Make Payment · Malipo</title>
      <FormScreen
        back={{ href: paths.dashboard.root.getHref(), label: 'Back to dashboard' }}
        title="Make Payment"
        intro="Pay any Malipo merchant with their merchant code, from your wallet or with your virtual card."
        cardTitle="Pay by merchant code"
        cardDescription="The merchant receives it at once. No fee."
      >
        <MakePaymentForm card={card.data ?? null} />
      </FormScreen>
    </>
  );
}
