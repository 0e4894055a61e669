import { FormBanner } from '@/features/checkout/components/form-banner';
import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { usePayerPage } from '@/features/checkout/lib/payer-page-context';
import type { AmountChoice } from '../lib/donation-amount';
import { AmountPicker, PRESET_FORM_ID } from './amount-picker';

/**
 * Step 1 of a donation (docs/product.md#payer-pages, docs/product.md#states): the amount, then Card or Mobile — disabled while the
 * amount is empty or 0 (docs/product.md#validation) once the page's code runs. Without JavaScript
 * (docs/architecture.md#payer-pages item 5) it is a GET form to the page: Card or Mobile asks for
 * `?amount=…` or `?custom=…` with `method=`, and the server shows step 2, or step 1 again with
 * `amountMessage` when the amount is missing or wrong. `banner` is a refusal not tied to the amount.
 */
export function AmountStep({
  choice,
  currency,
  hasAmount,
  amountMessage,
  banner,
  onAmountChange,
  onChooseMethod,
}: {
  choice: AmountChoice;
  currency: string;
  hasAmount: boolean;
  amountMessage: string | null;
  banner: string | null;
  onAmountChange: (choice: AmountChoice) => void;
  onChooseMethod: (method: PayMethod) => void;
}) {
  const page = usePayerPage();
  // Without the page's code the buttons must stay usable: the server checks the amount instead.
  const isHydrated = useIsHydrated();
  return (
    <>
      <form method="get" action={page?.pathname} aria-label="Donation amount" className="space-y-6">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Step 1 of 2</p>
        <AmountPicker choice={choice} currency={currency} message={amountMessage} onChange={onAmountChange} />
        <FormBanner message={banner} />
        <div>
          <h2 className="mb-1 text-lg font-semibold text-slate-900">How would you like to donate?</h2>
          <p className="mb-4 text-sm text-slate-500">
            {hasAmount ? 'Choose Card or Mobile to continue.' : 'Choose an amount first.'}
          </p>
          <MethodButtons
            onChoose={onChooseMethod}
            onPrefetch={prefetchMethodModule}
            isDisabled={isHydrated && !hasAmount}
          />
        </div>
      </form>
      {/* The preset buttons' own form (see PRESET_FORM_ID); forms cannot nest. */}
      <form id={PRESET_FORM_ID} method="get" action={page?.pathname} hidden />
    </>
  );
}
