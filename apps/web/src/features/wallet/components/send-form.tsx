import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { formatMoney } from '@malipo/contracts/money';
import type { Transfer } from '@malipo/contracts/wallet';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { createTransfer } from '../api/create-transfer';
import { useConfirmedSubmit } from '../hooks/use-confirmed-submit';
import { useRefusalFeedback } from '../hooks/use-refusal-feedback';
import {
  EMPTY_SEND_FORM,
  sendFieldFor,
  sendFormSchema,
  toTransferRequest,
  type SendFormValues,
} from '../lib/send-form';
import { AmountCurrencyFields } from './amount-currency-fields';
import { AvailableBalanceHint } from './available-balance-hint';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { FormAlert } from '@/components/money-form/form-alert';

/**
 * Send to another Malipo wallet (docs/product.md#dashboard "Send Money" → Wallet): recipient email or +phone,
 * amount, currency, note; a confirmation first; instant and free. 'No Malipo wallet uses this…'
 * shows on the recipient, insufficient funds on the form.
 */
export function SendForm() {
  const form = useForm<SendFormValues>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: EMPTY_SEND_FORM,
  });
  const { errors } = form.formState;
  const refusal = useRefusalFeedback({
    title: 'Money not sent',
    fieldFor: sendFieldFor,
    setError: form.setError,
  });
  const [sent, setSent] = useState<Transfer | null>(null);
  const currency = form.watch('currency');

  const flow = useConfirmedSubmit({
    send: createTransfer,
    onSucceeded: (transfer: Transfer) => {
      const amount = formatMoney(transfer.amountMinor, transfer.currency);
      toast.success('Money sent', { description: `${amount} to ${transfer.counterparty}` });
      setSent(transfer);
      form.reset({ ...EMPTY_SEND_FORM, currency: form.getValues('currency') });
    },
    onRefused: refusal.onRefused,
  });

  const onSubmit = form.handleSubmit((values) => {
    refusal.clearBanner();
    setSent(null);
    const request = toTransferRequest(values);
    const amount = formatMoney(request.amountMinor, request.currency);
    flow.ask(request, {
      title: 'Confirm sending',
      description: 'The money arrives in their Malipo wallet at once. There is no fee.',
      rows: [
        { label: 'To', value: request.recipient },
        { label: 'Amount', value: amount },
        { label: 'Fee', value: formatMoney(0, request.currency) },
        ...(request.note ? [{ label: 'Note', value: request.note }] : []),
        { label: 'Total', value: amount, isTotal: true },
      ],
      confirmLabel: `Send ${amount}`,
    });
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Send money" className="space-y-5">
        <FormField
          id="send-recipient"
          label="Recipient email or phone"
          error={errors.recipient?.message}
          hint="Their Malipo account's email, or the phone number they saved in Settings (with +country code)."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              placeholder="name@example.com or +250 788 123 456"
              {...form.register('recipient')}
            />
          )}
        </FormField>
        <AmountCurrencyFields
          idPrefix="send"
          amount={form.register('amount')}
          currency={form.register('currency')}
          currencies={PAYMENT_CURRENCIES}
          errors={{ amount: errors.amount?.message, currency: errors.currency?.message }}
          hint={<AvailableBalanceHint currency={currency} />}
        />
        <FormField id="send-note" label="Note (optional)" error={errors.note?.message}>
          {(control) => <Textarea {...control} rows={2} maxLength={200} {...form.register('note')} />}
        </FormField>
        <FormAlert>{refusal.banner}</FormAlert>
        {sent && (
          <FormAlert tone="success">
            Sent {formatMoney(sent.amountMinor, sent.currency)} to {sent.counterparty}.
          </FormAlert>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={flow.isPending}>
          Continue
        </Button>
      </form>
      <ConfirmMoneyDialog {...flow.dialog} pendingLabel="Sending..." />
    </>
  );
}
