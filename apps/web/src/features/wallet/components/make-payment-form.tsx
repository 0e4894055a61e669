import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { formatMoney } from '@malipo/contracts/money';
import type { VirtualCard } from '@malipo/contracts/virtual-cards';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useConfirmedSubmit } from '../hooks/use-confirmed-submit';
import { useRefusalFeedback } from '../hooks/use-refusal-feedback';
import {
  EMPTY_MERCHANT_PAYMENT_FORM,
  merchantPaymentFieldFor,
  merchantPaymentFormSchema,
  toMerchantPaymentRequest,
  type MerchantPaymentFormValues,
} from '../lib/merchant-payment-form';
import { payMerchant, type MerchantPaymentResult } from '../lib/pay-merchant';
import { AmountCurrencyFields } from './amount-currency-fields';
import { AvailableBalanceHint } from './available-balance-hint';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { FormAlert } from '@/components/money-form/form-alert';
import { PayWithChoice, virtualCardLabel } from './pay-with-choice';

/**
 * Pay a merchant by merchant code (docs/product.md#dashboard "Make Payment", merchant code form): code, amount,
 * currency, reference; a confirmation first. With an active virtual `card` (null or undefined: none
 * or not loaded) a 'Pay with' choice offers it beside the wallet; the card spends from the wallet
 * too. An unknown code shows 'No merchant has this code' on the code field; a declined card
 * ('This card is frozen…', insufficient funds) shows why in the form's alert.
 */
export function MakePaymentForm({ card = null }: { card?: VirtualCard | null }) {
  const form = useForm<MerchantPaymentFormValues>({
    resolver: zodResolver(merchantPaymentFormSchema),
    defaultValues: EMPTY_MERCHANT_PAYMENT_FORM,
  });
  const { errors } = form.formState;
  const refusal = useRefusalFeedback({
    title: 'Payment not made',
    fieldFor: merchantPaymentFieldFor,
    setError: form.setError,
  });
  const [paid, setPaid] = useState<MerchantPaymentResult | null>(null);
  const currency = form.watch('currency');
  const chosenSource = form.watch('source');
  // The card is only a choice while it is active; otherwise the wallet pays.
  const payingCard = card?.status === 'active' && chosenSource === 'card' ? card : null;

  const flow = useConfirmedSubmit({
    send: payMerchant,
    onSucceeded: (result: MerchantPaymentResult) => {
      toast.success('Payment sent', {
        description: `${formatMoney(result.amountMinor, result.currency)} to ${result.payee}`,
      });
      setPaid(result);
      form.reset({
        ...EMPTY_MERCHANT_PAYMENT_FORM,
        currency: form.getValues('currency'),
        source: form.getValues('source'),
      });
    },
    onRefused: refusal.onRefused,
  });

  const onSubmit = form.handleSubmit((values) => {
    refusal.clearBanner();
    setPaid(null);
    const request = toMerchantPaymentRequest(values);
    const amount = formatMoney(request.amountMinor, request.currency);
    flow.ask(
      { source: payingCard ? 'card' : 'wallet', request },
      {
        title: 'Confirm payment',
        description: payingCard
          ? 'Your virtual card is charged and the amount is taken from your wallet. The merchant receives it at once. There is no fee.'
          : 'The merchant receives the money in their wallet at once. There is no fee.',
        rows: [
          { label: 'Merchant code', value: request.merchantCode },
          ...(request.reference ? [{ label: 'Reference', value: request.reference }] : []),
          { label: 'Pay with', value: payingCard ? virtualCardLabel(payingCard) : 'Wallet' },
          { label: 'Amount', value: amount, isTotal: true },
        ],
        confirmLabel: `Pay ${amount}`,
      },
    );
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Pay by merchant code" className="space-y-5">
        <PayWithChoice card={card} value={chosenSource} register={form.register('source')} />
        <FormField
          id="pay-merchant-code"
          label="Merchant code"
          error={errors.merchantCode?.message}
          hint="Ask the merchant: it is shown in their Malipo settings."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="MLP-7K3Q9X"
              {...form.register('merchantCode')}
            />
          )}
        </FormField>
        <AmountCurrencyFields
          idPrefix="pay"
          amount={form.register('amount')}
          currency={form.register('currency')}
          currencies={PAYMENT_CURRENCIES}
          errors={{ amount: errors.amount?.message, currency: errors.currency?.message }}
          hint={<AvailableBalanceHint currency={currency} />}
        />
        <FormField id="pay-reference" label="Reference (optional)" error={errors.reference?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder="e.g. Invoice 1042"
              maxLength={120}
              {...form.register('reference')}
            />
          )}
        </FormField>
        <FormAlert>{refusal.banner}</FormAlert>
        {paid && (
          <FormAlert tone="success">
            Paid {formatMoney(paid.amountMinor, paid.currency)} to {paid.payee}.
          </FormAlert>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={flow.isPending}>
          Continue
        </Button>
      </form>
      <ConfirmMoneyDialog {...flow.dialog} pendingLabel="Paying..." />
    </>
  );
}
