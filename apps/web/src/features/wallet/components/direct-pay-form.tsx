import { useForm, useWatch } from 'react-hook-form';
import { SendIcon } from 'lucide-react';
import { currencyExponent, PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import type { Mode } from '@malipo/contracts/modes';
import { parseAmountToMinor } from '@malipo/contracts/money';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useDirectPay } from '../hooks/use-direct-pay';
import { useLiveQuote } from '../hooks/use-live-quote';
import { DIRECT_PAY_DEFAULTS, quickAmountText, type DirectPayFormValues } from '../lib/direct-pay-form';
import { AmountCurrencyFields } from './amount-currency-fields';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { DirectPayQuote } from './direct-pay-quote';
import { DirectPayStatus } from './direct-pay-status';
import { FormAlert } from '@/components/money-form/form-alert';
import { MobileNumberFields } from './mobile-number-fields';
import { QuickAmounts } from './quick-amounts';

/** The quick amount `amountText` equals (whole major units), or null. */
function quickAmountOf(amountText: string, currency: string): number | null {
  const minor = parseAmountToMinor(amountText, currency);
  const unit = 10 ** currencyExponent(currency);
  return minor !== null && minor % unit === 0 ? minor / unit : null;
}

/**
 * Direct Pay (docs/product.md#payer-pages, docs/product.md#states, docs/product.md#validation, docs/product.md#constants): send to an external mobile wallet with conversion. The
 * recipient's number, amount (quick amounts 200, 500, 1000), from and to currencies; the live rate,
 * what the recipient gets, the 2% fee and the total; the alerts of docs/product.md#validation; a confirmation; then the
 * transfer's state under the form. The sandbox's hint shows only in test `mode` (docs/providers.md#modes).
 */
export function DirectPayForm({ mode }: { mode: Mode }) {
  const form = useForm<DirectPayFormValues>({ defaultValues: DIRECT_PAY_DEFAULTS });
  const { errors } = form.formState;
  const [amount = '', from = 'USD', to = 'RWF', country = 'RW'] = useWatch({
    control: form.control,
    name: ['amount', 'fromCurrency', 'toCurrency', 'country'],
  });
  const { request: quoteRequest, quote } = useLiveQuote(amount, from, to);
  const directPay = useDirectPay(form);

  return (
    <>
      <form onSubmit={directPay.onSubmit} noValidate aria-label="Direct Pay" className="space-y-5">
        <MobileNumberFields
          idPrefix="direct-pay"
          country={country}
          register={{
            provider: form.register('provider'),
            country: form.register('country'),
            phone: form.register('phone'),
          }}
          errors={{
            phone: errors.phone?.message,
            provider: errors.provider?.message,
            country: errors.country?.message,
          }}
          phoneLabel="Recipient phone number"
          hint={mode === 'test' ? 'Test mode: numbers ending in 0002 fail.' : undefined}
        />
        <AmountCurrencyFields
          idPrefix="direct-pay"
          amount={form.register('amount')}
          currency={form.register('fromCurrency')}
          currencies={PAYMENT_CURRENCIES}
          currencyLabel="From currency"
          errors={{ amount: errors.amount?.message, currency: errors.fromCurrency?.message }}
        />
        <QuickAmounts
          selected={quickAmountOf(amount, from)}
          onPick={(quick) => form.setValue('amount', quickAmountText(quick, from), { shouldDirty: true })}
        />
        <FormField id="direct-pay-to" label="To currency" error={errors.toCurrency?.message}>
          {(control) => (
            <CurrencySelect {...control} currencies={PAYMENT_CURRENCIES} {...form.register('toCurrency')} />
          )}
        </FormField>
        <DirectPayQuote
          quote={quoteRequest && quote.data?.from === from && quote.data.to === to ? quote.data : null}
          error={quoteRequest ? quote.error : null}
          isLoading={quote.isFetching}
        />
        <FormAlert>{directPay.alert}</FormAlert>
        <DirectPayStatus phase={directPay.phase} onSettled={directPay.onSettled} />
        <Button type="submit" size="lg" className="w-full" disabled={directPay.isBusy}>
          <SendIcon aria-hidden="true" />
          {directPay.isBusy ? 'Processing...' : 'Send Money'}
        </Button>
      </form>
      <ConfirmMoneyDialog {...directPay.dialog} pendingLabel="Sending..." />
    </>
  );
}
