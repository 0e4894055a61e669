import type * as React from 'react';
import { NativeSelect } from './ui/native-select';

/** A currency picker offering `currencies` (docs/product.md#constants lists which creator offers which). */
export function CurrencySelect({
  currencies,
  ...props
}: React.ComponentProps<'select'> & { currencies: readonly string[] }) {
  return (
    <NativeSelect {...props}>
      {currencies.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </NativeSelect>
  );
}
