import type { FormEvent } from 'react';
import { FormBanner } from '@/features/checkout/components/form-banner';
import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { PayerFields } from '@/features/checkout/components/payer-fields';
import { PaymentMethodFields } from '@/features/checkout/components/payment-method-fields';
import { useFocusFirstError } from '@/features/checkout/hooks/use-focus-first-error';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PaymentForm } from '@/features/checkout/hooks/use-payment-form';
import type { CheckoutState, PayMethod } from '@/features/checkout/lib/checkout-state';
import { inputClass, primaryButtonClass } from '@/features/checkout/lib/checkout-styles';

const ADDRESS_ID = 'checkout-address';

/**
 * The catalogue checkout's form (docs/product.md#payer-pages, docs/product.md#validation): 'Your information' (Full Name and Email required,
 * Shipping Address optional), the payment method and its fields, and Pay — disabled until the name,
 * email and the method's fields are filled — with the terms-of-service note.
 */
export function OrderForm({
  state,
  form,
  address,
  payLabel,
  onAddressChange,
  onChooseMethod,
  onSubmit,
}: {
  state: CheckoutState;
  form: PaymentForm;
  address: string;
  payLabel: string;
  onAddressChange: (address: string) => void;
  onChooseMethod: (method: PayMethod) => void;
  onSubmit: () => void;
}) {
  const { method, errors, isSubmitting } = state;
  useFocusFirstError(errors, state.errorsRevision);
  const isReady = method === 'card' || (method === 'mobile' && form.mobileValues !== null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Checkout" className="space-y-6">
      <PayerFields form={form} errors={errors} isDisabled={isSubmitting} legend="Your information">
        <div>
          <label htmlFor={ADDRESS_ID} className="mb-1.5 block text-sm font-medium text-slate-800">
            Shipping Address <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={ADDRESS_ID}
            value={address}
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            placeholder="Street, city, country"
            disabled={isSubmitting}
            onChange={(event) => onAddressChange(event.target.value)}
            className={`${inputClass} h-auto py-2`}
          />
        </div>
      </PayerFields>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">Payment method</legend>
        <MethodButtons
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
        disabled={isSubmitting || !isReady || !form.isFilled}
        className={primaryButtonClass}
      >
        {isSubmitting ? 'Processing...' : payLabel}
      </button>
      <p className="text-center text-xs text-slate-500">
        By completing your order you agree to our{' '}
        <a href="/terms-of-service" className="underline underline-offset-2 hover:text-slate-700">
          Terms of Service
        </a>
        .
      </p>
    </form>
  );
}
