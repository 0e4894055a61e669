import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/**
 * The amount input beside its currency select, laid out as every link creator shows them (docs/product.md#entities,
 * docs/product.md#validation). The amount's allowed decimals depend on the currency (ISO 4217 minor units), so changing the
 * currency re-checks an amount the user has already touched.
 */
export function AmountCurrencyFields<T extends FieldValues>({
  form,
  amountName,
  amountLabel,
  currencies,
}: {
  form: UseFormReturn<T>;
  /** The form field holding the amount as typed, in major units (e.g. `amount`, `goal`). */
  amountName: Path<T>;
  amountLabel: string;
  currencies: readonly string[];
}) {
  const currencyName = 'currency' as Path<T>;
  const amountError = form.getFieldState(amountName, form.formState).error?.message;
  const currencyError = form.getFieldState(currencyName, form.formState).error?.message;
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
      <FormField id={amountName} label={amountLabel} error={amountError}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...form.register(amountName)}
          />
        )}
      </FormField>
      <FormField id="currency" label="Currency" error={currencyError}>
        {(control) => (
          <CurrencySelect
            {...control}
            currencies={currencies}
            {...form.register(currencyName, {
              onChange: () => {
                if (form.getFieldState(amountName).isTouched) void form.trigger(amountName);
              },
            })}
          />
        )}
      </FormField>
    </div>
  );
}
