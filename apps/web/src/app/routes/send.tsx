/**
 * `/dashboard/send`: send to another Malipo wallet by email or phone (docs/product.md#dashboard).
 * @module
 */
import { paths } from '@/config/paths';
import { FormScreen } from '@/features/wallet/components/form-screen';
import { SendForm } from '@/features/wallet/components/send-form';

export function Component() {
  return (
    <>
      <title>Send to a wallet · Malipo</title>
      <FormScreen
        back={{ href: paths.dashboard.sendMoney.getHref(), label: 'Back to Send Money' }}
        title="Send to a Malipo wallet"
        intro="The money arrives in their wallet at once. No fee."
        cardTitle="Send"
        cardDescription="You confirm before anything moves."
      >
        <SendForm />
      </FormScreen>
    </>
  );
}
