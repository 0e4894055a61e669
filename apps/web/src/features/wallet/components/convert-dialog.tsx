import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { convertMinor } from '@malipo/contracts/fx';
import { formatMoney } from '@malipo/contracts/money';
import type { Conversion } from '@malipo/contracts/wallet';
import { CurrencySelect } from '@/components/currency-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { createConversion } from '../api/create-conversion';
import { useConfirmedSubmit } from '../hooks/use-confirmed-submit';
import { useRefusalFeedback } from '../hooks/use-refusal-feedback';
import { useLiveQuote } from '../hooks/use-live-quote';
import {
  convertFieldFor,
  convertFormSchema,
  emptyConvertForm,
  toConversionRequest,
  type ConvertFormValues,
} from '../lib/convert-form';
import { formatRate } from '../lib/fx-display';
import { AmountCurrencyFields } from './amount-currency-fields';
import { AvailableBalanceHint } from './available-balance-hint';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { FormAlert } from '@/components/money-form/form-alert';
import { MoneySummary } from '@/components/money-form/money-summary';

/**
 * Converts between the merchant's own currency wallets at the stored rate: amount and currencies,
 * the rate and what arrives shown live (`GET /api/fx/quote`, `convertMinor` as the server computes
 * it), then a confirmation before anything moves.
 */
export function ConvertDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ConvertFormValues>({
    resolver: zodResolver(convertFormSchema),
    defaultValues: emptyConvertForm(),
  });
  const { errors } = form.formState;
  const [amount = '', from = 'USD', to = 'RWF'] = useWatch({
    control: form.control,
    name: ['amount', 'fromCurrency', 'toCurrency'],
  });
  const { request, quote } = useLiveQuote(amount, from, to);
  const rate =
    from !== to && request && quote.data?.from === from && quote.data.to === to ? quote.data.rate : null;

  const refusal = useRefusalFeedback({
    title: 'Conversion not made',
    fieldFor: convertFieldFor,
    setError: form.setError,
  });
  const flow = useConfirmedSubmit({
    send: createConversion,
    onSucceeded: (conversion: Conversion) => {
      toast.success('Converted', {
        description: `${formatMoney(conversion.fromAmountMinor, conversion.fromCurrency)} → ${formatMoney(conversion.toAmountMinor, conversion.toCurrency)}`,
      });
      form.reset(emptyConvertForm());
    },
    onRefused: (error) => {
      refusal.onRefused(error);
      onOpenChange(true);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    refusal.clearBanner();
    const conversion = toConversionRequest(values);
    // The rate arrives a moment after the amount settles; the preview shows '-' until then.
    if (!rate) return;
    const receivedMinor = convertMinor(
      conversion.amountMinor,
      conversion.fromCurrency,
      conversion.toCurrency,
      rate,
    );
    onOpenChange(false);
    flow.ask(conversion, {
      title: 'Confirm conversion',
      description: 'The money moves between your own wallets at this rate. There is no fee.',
      rows: [
        { label: 'Convert', value: formatMoney(conversion.amountMinor, conversion.fromCurrency) },
        { label: 'Rate', value: formatRate(rate, conversion.fromCurrency, conversion.toCurrency) },
        { label: 'You get', value: formatMoney(receivedMinor, conversion.toCurrency), isTotal: true },
      ],
      confirmLabel: 'Convert',
    });
  });

  const quoteError =
    quote.error instanceof ApiError
      ? quote.error.message
      : quote.isError
        ? 'Rates are unavailable right now.'
        : null;

  return (
    <>
      <Dialog open={isOpen} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Convert currency</DialogTitle>
            <DialogDescription>Move money between your currency wallets at today’s rate.</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate aria-label="Convert currency" className="space-y-4">
            <AmountCurrencyFields
              idPrefix="convert"
              amount={form.register('amount')}
              currency={form.register('fromCurrency')}
              currencies={PAYMENT_CURRENCIES}
              currencyLabel="From"
              errors={{ amount: errors.amount?.message, currency: errors.fromCurrency?.message }}
              hint={<AvailableBalanceHint currency={from} />}
            />
            <FormField id="convert-to" label="To" error={errors.toCurrency?.message}>
              {(control) => (
                <CurrencySelect
                  {...control}
                  currencies={PAYMENT_CURRENCIES}
                  {...form.register('toCurrency')}
                />
              )}
            </FormField>
            <MoneySummary
              label="Conversion preview"
              rows={[
                { label: 'Rate', value: rate ? formatRate(rate, from, to) : '-' },
                {
                  label: 'You get',
                  value:
                    rate && request
                      ? formatMoney(convertMinor(request.amountMinor, from, to, rate), to)
                      : '-',
                  isTotal: true,
                },
              ]}
            />
            <FormAlert>{quoteError ?? refusal.banner}</FormAlert>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit">Review</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmMoneyDialog {...flow.dialog} pendingLabel="Converting..." />
    </>
  );
}
