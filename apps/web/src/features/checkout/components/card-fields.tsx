import type { ChangeEvent, FocusEvent } from 'react';
import { formatCardNumberInput, formatExpiryInput } from '@malipo/contracts/card';
import { useI18n } from '@/lib/i18n/page-i18n';
import {
  cardFieldKey,
  isFocusMovingToField,
  type CardValues,
  type FieldErrors,
} from '../lib/checkout-fields';
import { CheckoutField } from './checkout-field';

/** Keeps what a person may type in each card field, formatted (docs/product.md#validation lengths). */
export function formatCardField(key: keyof CardValues, text: string): string {
  switch (key) {
    case 'number':
      return formatCardNumberInput(text);
    case 'expiry':
      return formatExpiryInput(text);
    case 'cvc':
      return text.replace(/\D/g, '').slice(0, 4);
    case 'holderName':
      return text;
  }
}

/**
 * Card Number (grouped in fours, at most 19 digits), Expiry Date (MM/YY), CVV (3–4 digits) and
 * Cardholder Name (docs/product.md#validation), with each field's message beside it. The values go only to the
 * provider's tokenization endpoint.
 */
export function CardFields({
  values,
  errors,
  isDisabled,
  onChange,
  onBlur,
}: {
  values: CardValues;
  errors: FieldErrors;
  isDisabled: boolean;
  onChange: (key: keyof CardValues, value: string) => void;
  onBlur: (key: keyof CardValues) => void;
}) {
  const { t } = useI18n();
  const common = (key: keyof CardValues) => ({
    field: cardFieldKey(key),
    error: errors[cardFieldKey(key)],
    value: values[key],
    disabled: isDisabled,
    isRequired: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange(key, formatCardField(key, event.target.value)),
    onBlur: (event: FocusEvent) => {
      if (isFocusMovingToField(event)) onBlur(key);
    },
  });

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{t('checkout:card.legend')}</legend>
      <CheckoutField
        {...common('number')}
        label={t('checkout:card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
      />
      <div className="grid grid-cols-2 gap-3">
        <CheckoutField
          {...common('expiry')}
          label={t('checkout:card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout:card.expiryPlaceholder')}
          maxLength={5}
        />
        <CheckoutField
          {...common('cvc')}
          label={t('checkout:card.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <CheckoutField
        {...common('holderName')}
        label={t('checkout:card.holderName')}
        autoComplete="cc-name"
        placeholder={t('checkout:card.holderNamePlaceholder')}
      />
    </fieldset>
  );
}
