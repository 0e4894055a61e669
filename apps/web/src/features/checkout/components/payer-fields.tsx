import type { ReactNode } from 'react';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { PayerValues } from '../lib/checkout-fields';
import { isFocusMovingToField } from '../lib/checkout-fields';
import type { PaymentForm } from '../hooks/use-payment-form';
import { CheckoutField } from './checkout-field';

/**
 * 'Full Name' and 'Email' (docs/product.md#entities "Payer details"), with messages beside them,
 * under `legend` ('Your details' by default; another one in the page's language). With
 * `isNameOptional` the name is labelled optional; `isNameDisabled` greys it out (an anonymous
 * donation). `children` adds fields to the group (e.g. the shipping address).
 */
export function PayerFields({
  form,
  errors,
  isDisabled,
  legend,
  isNameOptional = false,
  isNameDisabled = false,
  children,
}: {
  form: PaymentForm;
  errors: Partial<Record<keyof PayerValues, string>>;
  isDisabled: boolean;
  legend?: string;
  isNameOptional?: boolean;
  isNameDisabled?: boolean;
  children?: ReactNode;
}) {
  const { payer } = form;
  const { t } = useI18n();
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">
        {legend ?? t('checkout:payer.legend')}
      </legend>
      <CheckoutField
        field="name"
        label={isNameOptional ? t('checkout:payer.nameOptional') : t('checkout:payer.fullName')}
        autoComplete="name"
        placeholder={t('checkout:payer.namePlaceholder')}
        isRequired={!isNameOptional}
        value={payer.name}
        error={errors.name}
        disabled={isDisabled || isNameDisabled}
        onChange={(event) => form.onPayerChange('name', event.target.value)}
        onBlur={(event) => {
          if (isFocusMovingToField(event)) form.onPayerBlur('name');
        }}
      />
      <CheckoutField
        field="email"
        label={t('checkout:payer.email')}
        type="email"
        autoComplete="email"
        placeholder={t('checkout:payer.emailPlaceholder')}
        isRequired
        value={payer.email}
        error={errors.email}
        disabled={isDisabled}
        onChange={(event) => form.onPayerChange('email', event.target.value)}
        onBlur={(event) => {
          if (isFocusMovingToField(event)) form.onPayerBlur('email');
        }}
      />
      {children}
    </fieldset>
  );
}
