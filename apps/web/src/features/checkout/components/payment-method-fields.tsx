import { formatCardNumberInput } from '@malipo/contracts/card';
import type { Translate } from '@malipo/contracts/i18n/translator';
import { SANDBOX_CARDS, SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { useI18n } from '@/lib/i18n/page-i18n';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import type { PaymentForm } from '../hooks/use-payment-form';
import type { FieldErrors } from '../lib/checkout-fields';
import type { PayMethod } from '../lib/checkout-state';
import { usePayerMode } from '../lib/payer-mode';
import { secondaryButtonClass } from '../lib/checkout-styles';
import { CardFields } from './card-fields';
import { Spinner } from './icons';

type TestCard = keyof typeof SANDBOX_CARDS;

/** What the sandbox does with test card `card`, in the page's language. */
function testCardOutcome(card: TestCard, t: Translate): string {
  return card === 'otp'
    ? t('checkout:testMode.cardOutcomes.otp', { code: SANDBOX_OTP_CODE })
    : t(`checkout:testMode.cardOutcomes.${card}`);
}

/**
 * The sandbox's hint for `method` (docs/payments.md): its test cards, or its test phone numbers;
 * none for a bank transfer, whose test-mode action comes with the account.
 */
function testModeHint(method: PayMethod, t: Translate): string | null {
  if (method === 'bank') return null;
  if (method === 'mobile') return t('checkout:testMode.mobile');
  const cards = (Object.keys(SANDBOX_CARDS) as TestCard[]).map(
    (card) => `${formatCardNumberInput(SANDBOX_CARDS[card])} (${testCardOutcome(card, t)})`,
  );
  return t('checkout:testMode.card', { cards: cards.join(', ') });
}

/**
 * The fields of the chosen method: the card fields (once the page's code runs; in live mode none,
 * the card being typed on the provider's page, docs/providers.md#routing), or the mobile money
 * fields of the page's countries once their module has loaded (with a Retry when it could not be),
 * or for a bank transfer none — the account comes with the payment (docs/payments.md#bank-transfer)
 * — and the sandbox's test-mode hint.
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
  const mode = usePayerMode();
  const { t } = useI18n();
  const hint = mode === 'test' ? testModeHint(method, t) : null;
  const renderFields = () => {
    if (method === 'bank') {
      return <p className="text-sm text-slate-600">{t('checkout:bankTransfer.nextStep')}</p>;
    }
    if (method === 'card' && form.isCardOnProviderPage) {
      // Live mode: with or without JavaScript, the payer is sent to the provider's page after Pay.
      return (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {t('checkout:card.onPartnerPage')}
        </p>
      );
    }
    if (method === 'card' && !isHydrated) {
      // Card fields need the page's code (their values go to the provider, never to Malipo); until
      // it runs — or without JavaScript — the card is typed on the provider's card page after Pay.
      return (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {t('checkout:card.onProviderPage')}
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
          countries={form.mobileMoneyCountries}
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
          <p>{t('checkout:mobileMoney.loadFailed')}</p>
          <button type="button" onClick={retry} className={secondaryButtonClass}>
            {t('checkout:mobileMoney.retry')}
          </button>
        </div>
      );
    }
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-500">
        <Spinner className="size-6" />
        {t('checkout:mobileMoney.loading')}
      </div>
    );
  };

  return (
    <div className="space-y-3">
      {renderFields()}
      {hint && <p className="text-xs leading-relaxed text-slate-500">{hint}</p>}
    </div>
  );
}
