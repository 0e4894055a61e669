import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MOBILE_MONEY_COUNTRIES, MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { MobileMoneyCountry } from '@malipo/contracts/mobile-money-options';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { dialCodeOf } from '../lib/mobile-number';

/**
 * Provider (MTN, Airtel, M-Pesa), country and phone number of a mobile money wallet, each labelled
 * with its error. `phoneLabel` names the number ('Recipient phone number'…), `hint` explains it.
 */
export function MobileNumberFields({
  idPrefix,
  register,
  country,
  errors,
  phoneLabel = 'Phone number',
  hint,
}: {
  idPrefix: string;
  register: {
    provider: UseFormRegisterReturn;
    country: UseFormRegisterReturn;
    phone: UseFormRegisterReturn;
  };
  /** The chosen country, for the number's placeholder. */
  country: MobileMoneyCountry;
  errors: { provider?: string | undefined; country?: string | undefined; phone?: string | undefined };
  phoneLabel?: string;
  hint?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-provider`} label="Provider" error={errors.provider}>
          {(control) => (
            <NativeSelect {...control} {...register.provider}>
              {MOBILE_MONEY_PROVIDERS.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${idPrefix}-country`} label="Country" error={errors.country}>
          {(control) => (
            <NativeSelect {...control} {...register.country}>
              {MOBILE_MONEY_COUNTRIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name} ({option.dialCode})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-phone`} label={phoneLabel} error={errors.phone} hint={hint}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={32}
            placeholder={`${dialCodeOf(country)} …`}
            {...register.phone}
          />
        )}
      </FormField>
    </div>
  );
}
