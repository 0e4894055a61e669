import { FormBanner } from '@/features/checkout/components/form-banner';
import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { inputClass } from '@/features/checkout/lib/checkout-styles';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { useInvoiceAmount } from '../hooks/use-invoice-amount';

const AMOUNT_ID = 'invoice-amount';

/**
 * Step 1 of paying an invoice (docs/invoices.md#payments): the amount — only when the merchant
 * allows paying in part, starting at what is due — then Card, Mobile or Bank transfer (those of
 * `methods`, docs/providers.md#routing). Without JavaScript (docs/architecture.md#payer-pages item
 * 5) it is a GET form to the page: a method asks for `?method=…` (with `amount=` as typed), and the
 * page shows step 2, or step 1 again with the amount's message.
 */
export function InvoiceMethodStep({
  methods,
  currency,
  dueText,
  amount,
  banner,
  onChooseMethod,
}: {
  methods: readonly PayMethod[];
  currency: string;
  /** What is due, formatted, for the hint. */
  dueText: string;
  /** The amount, when the invoice may be paid in part; else `null`. */
  amount: ReturnType<typeof useInvoiceAmount> | null;
  banner: string | null;
  onChooseMethod: (method: PayMethod) => void;
}) {
  const page = usePayerPage();
  const { t } = useI18n();
  const isHydrated = useIsHydrated();
  const message = amount?.message ?? null;
  return (
    <form method="get" action={page?.pathname} className="space-y-6">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('checkout:stepOf', { step: 1, steps: 2 })}
      </p>
      {amount && (
        <div>
          <label htmlFor={AMOUNT_ID} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('invoice:amount.label', { currency })}
          </label>
          <input
            id={AMOUNT_ID}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount.text}
            onChange={(event) => amount.change(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${AMOUNT_ID}-hint${message ? ` ${AMOUNT_ID}-error` : ''}`}
            className={inputClass}
          />
          {message && (
            <p id={`${AMOUNT_ID}-error`} className="mt-1.5 text-sm text-red-600">
              {message}
            </p>
          )}
          <p id={`${AMOUNT_ID}-hint`} className="mt-1.5 text-xs text-slate-500">
            {t('invoice:amount.hint', { due: dueText })}
          </p>
        </div>
      )}
      <FormBanner message={banner} />
      <div>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('invoice:method.heading')}</h2>
        <MethodButtons
          methods={methods}
          onChoose={onChooseMethod}
          onPrefetch={prefetchMethodModule}
          isDisabled={isHydrated && amount !== null && amount.amountMinor === null}
        />
      </div>
    </form>
  );
}
