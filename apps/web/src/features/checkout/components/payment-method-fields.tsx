import { SANDBOX_TEST_CARDS } from '@malipo/contracts/sandbox-cards';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import type { PaymentForm } from '../hooks/use-payment-form';
import type { FieldErrors } from '../lib/checkout-fields';
import type { PayMethod } from '../lib/checkout-state';
import { secondaryButtonClass } from '../lib/checkout-styles';
import { CardFields } from './card-fields';
import { Spinner } from './icons';

const TEST_MODE_HINT: Record<PayMethod, string> = {
  card: `Test mode: use ${SANDBOX_TEST_CARDS.map((card) => `${card.number} (${card.outcome})`).join(', ')}, with any future expiry date and any 3-digit CVV.`,
  mobile:
    'Test mode: numbers ending in 0002 are declined and numbers ending in 0003 never answer; any other valid number is approved after a few seconds.',
};

/**
 * The fields of the chosen method: the card fields (once the page's code runs), or the mobile money
 * fields once their module has loaded (with a Retry when it could not be), and the sandbox's
 * test-mode hint.
 */
export function PaymentMethodFields({
  method,
  form,
  errors,
  isDisabled,
}: {
  method: PayMethod;
  form: PaymentForm;
  errors: FieldErrors;
  isDisabled: boolean;
}) {
  const { module, hasFailed, retry } = form.mobileModule;
  const isHydrated = useIsHydrated();
  const renderFields = () => {
    if (method === 'card' && !isHydrated) {
      // Card fields need the page's code (their values go to the provider, never to Malipo); until
      // it runs — or without JavaScript — the card is typed on the provider's card page after Pay.
      return (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          After you press Pay, you will enter your card details on the card provider&apos;s secure page.
        </p>
      );
    }
    if (method === 'card') {
      return (
        <CardFields
          values={form.card}
          errors={errors}
          isDisabled={isDisabled}
          onChange={form.onCardChange}
          onBlur={form.onCardBlur}
        />
      );
    }
    if (module && form.mobileValues) {
      return (
        <module.MobileMoneyFields
          values={form.mobileValues}
          errors={errors}
          isDisabled={isDisabled}
          onChange={form.onMobileChange}
          onBlur={form.onMobileBlur}
        />
      );
    }
    if (hasFailed) {
      return (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>Mobile money options could not be loaded. Check your connection.</p>
          <button type="button" onClick={retry} className={secondaryButtonClass}>
            Retry
          </button>
        </div>
      );
    }
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-500">
        <Spinner className="size-6" />
        Loading mobile money options…
      </div>
    );
  };

  return (
    <div className="space-y-3">
      {renderFields()}
      <p className="text-xs leading-relaxed text-slate-500">{TEST_MODE_HINT[method]}</p>
    </div>
  );
}
