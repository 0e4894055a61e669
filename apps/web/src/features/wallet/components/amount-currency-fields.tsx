import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/**
 * The amount (typed in major units: "50", "1,200.50") beside its currency, each labelled with its
 * own error; `hint` goes under the amount (e.g. the available balance). Shared by every money form.
 */
export function AmountCurrencyFields({
  idPrefix,
  amount,
  currency,
  currencies,
  errors,
  amountLabel = 'Amount',
  currencyLabel = 'Currency',
  hint,
}: {
  idPrefix: string;
  amount: UseFormRegisterReturn;
  currency: UseFormRegisterReturn;
  currencies: readonly string[];
  errors: { amount?: string | undefined; currency?: string | undefined };
  amountLabel?: string;
  currencyLabel?: string;
  hint?: ReactNode;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
      <FormField id={`${idPrefix}-amount`} label={amountLabel} error={errors.amount} hint={hint}>
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" placeholder="0.00" {...amount} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-currency`} label={currencyLabel} error={errors.currency}>
        {(control) => <CurrencySelect {...control} currencies={currencies} {...currency} />}
      </FormField>
    </div>
  );
}
