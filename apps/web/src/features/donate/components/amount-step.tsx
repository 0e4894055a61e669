import { FormBanner } from '@/features/checkout/components/form-banner';
import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { AmountMessage } from '../lib/amount-from-page';
import type { AmountChoice } from '../lib/donation-amount';
import { AmountPicker, PRESET_FORM_ID } from './amount-picker';

/**
 * Step 1 of a donation (docs/product.md#payer-pages, docs/product.md#states): the amount, then Card or Mobile (those of
 * `methods`, docs/providers.md#routing) — disabled while the
 * amount is empty or 0 (docs/product.md#validation) once the page's code runs. Without JavaScript
 * (docs/architecture.md#payer-pages item 5) it is a GET form to the page: Card or Mobile asks for
 * `?amount=…` or `?custom=…` with `method=`, and the server shows step 2, or step 1 again with
 * `amountMessage` when the amount is missing or wrong. `banner` is a refusal not tied to the amount.
 */
export function AmountStep({
  methods,
  choice,
  currency,
  hasAmount,
  amountMessage,
  banner,
  onAmountChange,
  onChooseMethod,
}: {
  methods: readonly PayMethod[];
  choice: AmountChoice;
  currency: string;
  hasAmount: boolean;
  amountMessage: AmountMessage | null;
  banner: string | null;
  onAmountChange: (choice: AmountChoice) => void;
  onChooseMethod: (method: PayMethod) => void;
}) {
  const page = usePayerPage();
  const { t } = useI18n();
  // Without the page's code the buttons must stay usable: the server checks the amount instead.
  const isHydrated = useIsHydrated();
  return (
    <>
      <form
        method="get"
        action={page?.pathname}
        aria-label={t('donate:amount.formLabel')}
        className="space-y-6"
      >
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('checkout:stepOf', { step: 1, steps: 2 })}
        </p>
        <AmountPicker choice={choice} currency={currency} message={amountMessage} onChange={onAmountChange} />
        <FormBanner message={banner} />
        <div>
          <h2 className="mb-1 text-lg font-semibold text-slate-900">{t('donate:amount.methodHeading')}</h2>
          <p className="mb-4 text-sm text-slate-500">
            {hasAmount ? t('donate:amount.chooseMethod') : t('donate:amount.chooseAmountFirst')}
          </p>
          <MethodButtons
            methods={methods}
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
