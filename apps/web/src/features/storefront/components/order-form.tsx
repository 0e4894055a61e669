import { useId, type FormEvent } from 'react';
import { priceField, quantityField } from '@malipo/contracts/catalogue-cart-fields';
import { FormBanner } from '@/features/checkout/components/form-banner';
import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { PayerFields } from '@/features/checkout/components/payer-fields';
import { PayerFormFields } from '@/features/checkout/components/payer-form-fields';
import { PaymentMethodFields } from '@/features/checkout/components/payment-method-fields';
import { useFocusFirstError } from '@/features/checkout/hooks/use-focus-first-error';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PaymentForm } from '@/features/checkout/hooks/use-payment-form';
import type { CheckoutState, PayMethod } from '@/features/checkout/lib/checkout-state';
import { inputClass, primaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { CartLine } from '../lib/cart';

const ADDRESS_ID = 'checkout-address';

/** The cart as the form's hidden fields: each line's quantity and the unit price shown (minor units). */
function cartFields(lines: readonly CartLine[]): Record<string, string> {
  return Object.fromEntries(
    lines.flatMap((line) => [
      [quantityField(line.item.id), String(line.quantity)],
      [priceField(line.item.id), String(line.unitPriceMinor)],
    ]),
  );
}

/** The cart's quantities alone, which the page keeps in its address. */
function quantityFields(lines: readonly CartLine[]): Record<string, string> {
  return Object.fromEntries(lines.map((line) => [quantityField(line.item.id), String(line.quantity)]));
}

/** Stands for the terms link in the translated sentence, which is cut around it. */
const TERMS_SLOT = '\uE000';

/** 'By completing your order you agree to our Terms of Service.', the link wherever the language puts it. */
function TermsNote() {
  const { t } = useI18n();
  const [before, after] = t('storefront:order.terms', { terms: TERMS_SLOT }).split(TERMS_SLOT);
  return (
    <p className="text-center text-xs text-slate-500">
      {before}
      <a href="/terms-of-service" className="underline underline-offset-2 hover:text-slate-700">
        {t('storefront:order.termsLink')}
      </a>
      {after}
    </p>
  );
}

/**
 * The catalogue checkout's form (docs/product.md#payer-pages, docs/product.md#validation): 'Your information' (Full Name and Email required,
 * Shipping Address optional), the payment method and its fields, and Pay — disabled until the name,
 * email and the method's fields are filled — with the terms-of-service note. `methods` are those the
 * page offers (docs/providers.md#routing).
 * Without JavaScript (docs/architecture.md#payer-pages) it posts to the page with the cart `lines`
 * as hidden fields (`modules/payer-pages/catalogue-form.ts` on the server), Pay is never disabled,
 * and the method buttons send a GET form of their own that asks for the page with the method and
 * the cart.
 */
export function OrderForm({
  methods,
  state,
  form,
  lines,
  address,
  payLabel,
  onAddressChange,
  onChooseMethod,
  onSubmit,
}: {
  methods: readonly PayMethod[];
  state: CheckoutState;
  form: PaymentForm;
  lines: readonly CartLine[];
  address: string;
  payLabel: string;
  onAddressChange: (address: string) => void;
  onChooseMethod: (method: PayMethod) => void;
  onSubmit: () => void;
}) {
  const { t } = useI18n();
  const { method, errors, isSubmitting } = state;
  useFocusFirstError(errors, state.errorsRevision);
  const isReady =
    method === 'card' || method === 'bank' || (method === 'mobile' && form.mobileValues !== null);
  const page = usePayerPage();
  const isHydrated = useIsHydrated();
  const methodFormId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('storefront:order.form')}
        className="space-y-6"
        // Without JavaScript the browser posts the form to the page itself (docs/architecture.md#payer-pages).
        {...(page?.formKey ? { method: 'post', action: `${page.pathname}${page.search}` } : {})}
      >
        {page?.formKey && (
          <PayerFormFields
            intent="pay"
            formKey={page.formKey}
            extra={{ ...(method ? { method } : {}), ...cartFields(lines) }}
          />
        )}
        <PayerFields
          form={form}
          errors={errors}
          isDisabled={isSubmitting}
          legend={t('storefront:order.yourInformation')}
        >
          <div>
            <label htmlFor={ADDRESS_ID} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t('storefront:order.address.label')}{' '}
              <span className="font-normal text-slate-500">{t('storefront:order.address.optional')}</span>
            </label>
            <textarea
              id={ADDRESS_ID}
              name="shippingAddress"
              value={address}
              rows={3}
              maxLength={500}
              autoComplete="street-address"
              placeholder={t('storefront:order.address.placeholder')}
              disabled={isSubmitting}
              onChange={(event) => onAddressChange(event.target.value)}
              className={`${inputClass} h-auto py-2`}
            />
          </div>
        </PayerFields>
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">
            {t('storefront:order.paymentMethod')}
          </legend>
          <MethodButtons
            methods={methods}
            form={page?.formKey ? methodFormId : undefined}
            onChoose={onChooseMethod}
            onPrefetch={prefetchMethodModule}
            isDisabled={isSubmitting}
            selected={method}
          />
        </fieldset>
        {method && (
          <PaymentMethodFields method={method} form={form} errors={errors} isDisabled={isSubmitting} />
        )}
        <FormBanner message={state.banner} />
        <button
          type="submit"
          // Without JavaScript nothing would enable it: the server checks the form instead.
          disabled={isSubmitting || (isHydrated && (!isReady || !form.isFilled))}
          className={primaryButtonClass}
        >
          {isSubmitting ? t('storefront:order.processing') : payLabel}
        </button>
        <TermsNote />
      </form>
      {page?.formKey && (
        // Card and Mobile without JavaScript: the page again with the method and the cart.
        <form id={methodFormId} method="get" action={page.pathname} hidden>
          {Object.entries(quantityFields(lines)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
    </>
  );
}
