/**
 * The mobile money form (country, provider, phone number), loaded with `import()` only when a payer
 * chooses Mobile: phone validation needs libphonenumber-js, too heavy for the payer page's first load.
 * @module
 */
import type { ChangeEvent } from 'react';
import { normalizePhone } from '@malipo/contracts/mobile-money';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_PROVIDERS,
  defaultCountryForCurrency,
  type MobileMoneyCountry,
  type MobileMoneyProvider,
} from '@malipo/contracts/mobile-money-options';
import type { PaymentMethodInput } from '@malipo/contracts/payments';
import { useI18n } from '@/lib/i18n/page-i18n';
import {
  fieldInputId,
  isFocusMovingToField,
  type FieldErrors,
  type FieldProblem,
  type FieldProblems,
} from '../lib/checkout-fields';
import { inputClass } from '../lib/checkout-styles';
import { CheckoutField } from './checkout-field';

/** What the payer entered for mobile money. */
export interface MobileMoneyValues {
  country: MobileMoneyCountry;
  provider: MobileMoneyProvider | '';
  phone: string;
}

/** A mobile money field. */
export type MobileMoneyField = keyof MobileMoneyValues;

const EXAMPLE_NUMBERS: Record<MobileMoneyCountry, string> = {
  RW: '+250 788 123 456',
  KE: '+254 712 345 678',
  UG: '+256 772 123 456',
  TZ: '+255 754 123 456',
  GH: '+233 24 123 4567',
  NG: '+234 803 123 4567',
  ZA: '+27 82 123 4567',
};

const DIAL_CODES = Object.fromEntries(
  MOBILE_MONEY_COUNTRIES.map((country) => [country.code, country.dialCode]),
) as Record<MobileMoneyCountry, string>;

function isCountry(code: string): code is MobileMoneyCountry {
  return MOBILE_MONEY_COUNTRIES.some((country) => country.code === code);
}

function isProvider(id: string): id is MobileMoneyProvider {
  return MOBILE_MONEY_PROVIDERS.some((provider) => provider.id === id);
}

/** The provider most wallets of `country` use. */
function usualProvider(country: MobileMoneyCountry): MobileMoneyProvider {
  return country === 'KE' || country === 'TZ' ? 'mpesa' : 'mtn';
}

/**
 * Starting values: among `countries` (those the page offers, docs/providers.md#routing), the one
 * matching the link's currency, else the first — Rwanda when none is given — and its usual provider.
 */
function initialMobileMoneyValues(
  currency: string,
  countries: readonly MobileMoneyCountry[],
): MobileMoneyValues {
  const suggested = defaultCountryForCurrency(currency);
  const country = countries.includes(suggested) ? suggested : (countries[0] ?? suggested);
  return { country, provider: usualProvider(country), phone: '' };
}

/**
 * The values `typed` holds (a form posted without JavaScript and refused: `country`, `provider`,
 * `phone`), each unknown one — or a country not among `countries` — as
 * {@link initialMobileMoneyValues} has it.
 */
export function mobileMoneyValuesFrom(
  typed: Readonly<Record<string, string>>,
  currency: string,
  countries: readonly MobileMoneyCountry[],
): MobileMoneyValues {
  const initial = initialMobileMoneyValues(currency, countries);
  const country = typed.country ?? '';
  const provider = typed.provider ?? '';
  return {
    country: isCountry(country) && countries.includes(country) ? country : initial.country,
    provider: isProvider(provider) ? provider : initial.provider,
    phone: typed.phone ?? '',
  };
}

/** The problem of one mobile money field, or `null`. */
export function mobileMoneyFieldProblem(
  field: MobileMoneyField,
  values: MobileMoneyValues,
): FieldProblem | null {
  switch (field) {
    case 'country':
      return isCountry(values.country) ? null : 'checkout:problems.mobileMoney.countryRequired';
    case 'provider':
      return values.provider === '' ? 'checkout:problems.mobileMoney.providerRequired' : null;
    case 'phone':
      return phoneProblem(values);
  }
}

/**
 * The phone number's problem for the chosen country and, once one is chosen, provider (its
 * prefixes, `@malipo/contracts/mobile-money`), or `null`.
 */
function phoneProblem({ phone, country, provider }: MobileMoneyValues): FieldProblem | null {
  const result = normalizePhone(phone, country, provider || undefined);
  if (result.ok) return null;
  switch (result.problem) {
    case 'required':
      return 'checkout:problems.mobileMoney.phoneRequired';
    case 'invalid':
      return 'checkout:problems.mobileMoney.phoneInvalid';
    case 'not_provider':
      return provider === '' ? null : `checkout:problems.mobileMoney.notProvider.${provider}`;
  }
}

/** Checks every field; when valid, returns the payment method to send (phone in E.164). */
export function validateMobileMoney(
  values: MobileMoneyValues,
): { ok: true; paymentMethod: PaymentMethodInput } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {};
  for (const field of ['country', 'provider', 'phone'] as const) {
    const problem = mobileMoneyFieldProblem(field, values);
    if (problem) problems[field] = problem;
  }
  const phone = normalizePhone(values.phone, values.country, values.provider || undefined);
  if (Object.keys(problems).length > 0 || !phone.ok || values.provider === '') {
    return { ok: false, problems };
  }
  return {
    ok: true,
    paymentMethod: {
      type: 'mobile_money',
      provider: values.provider,
      country: values.country,
      phone: phone.e164,
    },
  };
}

/**
 * Country select — `countries`, those the page offers (docs/providers.md#routing) — provider choice
 * and 'Mobile Money Phone Number' (docs/product.md#validation), with messages beside each.
 */
export function MobileMoneyFields({
  countries,
  values,
  errors,
  isDisabled,
  onChange,
  onBlur,
}: {
  countries: readonly MobileMoneyCountry[];
  values: MobileMoneyValues;
  errors: FieldErrors;
  isDisabled: boolean;
  onChange: (values: MobileMoneyValues, changed: MobileMoneyField) => void;
  onBlur: (field: MobileMoneyField) => void;
}) {
  const { t } = useI18n();
  const countryId = fieldInputId('country');
  const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const country = event.target.value;
    if (isCountry(country)) onChange({ ...values, country }, 'country');
  };
  const onProvider = (event: ChangeEvent<HTMLInputElement>) => {
    const provider = event.target.value;
    if (isProvider(provider)) onChange({ ...values, provider }, 'provider');
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">
        {t('checkout:mobileMoney.legend')}
      </legend>
      <div>
        <label htmlFor={countryId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('checkout:mobileMoney.country')}
        </label>
        <select
          id={countryId}
          name="country"
          value={values.country}
          disabled={isDisabled}
          onChange={onCountry}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
          className={`${inputClass} appearance-auto`}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {`${t(`checkout:mobileMoney.countries.${code}`)} (${DIAL_CODES[code]})`}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id={`${countryId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.country}
          </p>
        )}
      </div>

      <fieldset aria-describedby={errors.provider ? 'provider-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {t('checkout:mobileMoney.provider')}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {MOBILE_MONEY_PROVIDERS.map((provider, index) => (
            <label
              key={provider.id}
              className={`relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 px-2 py-2 text-center text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--m-accent) ${
                values.provider === provider.id
                  ? 'border-(--m-accent) bg-slate-50 text-slate-900'
                  : 'border-slate-200 text-slate-600 hover:border-slate-300'
              }`}
            >
              <input
                type="radio"
                name="provider"
                value={provider.id}
                id={index === 0 ? fieldInputId('provider') : undefined}
                checked={values.provider === provider.id}
                disabled={isDisabled}
                onChange={onProvider}
                onBlur={(event) => {
                  if (isFocusMovingToField(event)) onBlur('provider');
                }}
                className="sr-only"
              />
              {provider.name}
            </label>
          ))}
        </div>
        {errors.provider && (
          <p id="provider-error" className="mt-1.5 text-sm text-red-600">
            {errors.provider}
          </p>
        )}
      </fieldset>

      <CheckoutField
        field="phone"
        label={t('checkout:mobileMoney.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('checkout:mobileMoney.phonePlaceholder', { example: EXAMPLE_NUMBERS[values.country] })}
        isRequired
        value={values.phone}
        disabled={isDisabled}
        error={errors.phone}
        onChange={(event) => onChange({ ...values, phone: event.target.value.slice(0, 32) }, 'phone')}
        onBlur={(event) => {
          if (isFocusMovingToField(event)) onBlur('phone');
        }}
        hint={t('checkout:mobileMoney.phoneHint')}
      />
    </fieldset>
  );
}
