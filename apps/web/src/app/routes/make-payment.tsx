/**
 * `/dashboard/make-payment`: pay a merchant by merchant code from the wallet (spec §2.7, issue #5).
 * The virtual card form arrives with its own issue.
 * @module
 */
import { paths } from '../../config/paths';
import { FormScreen } from '../../features/wallet/components/form-screen';
import { MakePaymentForm } from '../../features/wallet/components/make-payment-form';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Make Payment · Malipo</title>
      <FormScreen
        back={{ href: paths.dashboard.root.getHref(), label: 'Back to dashboard' }}
        title="Make Payment"
        intro="Pay any Malipo merchant from your wallet with their merchant code."
        cardTitle="Pay by merchant code"
        cardDescription="The merchant receives it at once. No fee."
      >
        <MakePaymentForm />
      </FormScreen>
    </>
  );
}
