import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { LandmarkIcon, SmartphoneIcon } from 'lucide-react';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { withdrawalFigures } from '@malipo/contracts/fees';
import type { Mode } from '@malipo/contracts/modes';
import { formatMoney } from '@malipo/contracts/money';
import type { CreatePayoutRequest, Payout } from '@malipo/contracts/wallet';
import { Button } from '@/components/ui/button';
import { createPayout } from '../api/create-payout';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { useConfirmedSubmit } from '../hooks/use-confirmed-submit';
import { useRefusalFeedback } from '../hooks/use-refusal-feedback';
import { describeMobileRecipient } from '../lib/mobile-number';
import {
  emptyWithdrawForm,
  toPayoutRequest,
  withdrawFieldFor,
  withdrawFormSchema,
  type WithdrawFormValues,
  type WithdrawMethod,
} from '../lib/withdraw-form';
import { AddPayoutAccountDialog } from './add-payout-account-dialog';
import { AmountCurrencyFields } from './amount-currency-fields';
import { AvailableBalanceHint } from './available-balance-hint';
import { ConfirmMoneyDialog, type MoneyConfirmation } from './confirm-money-dialog';
import { FormAlert } from '@/components/money-form/form-alert';
import { MobileNumberFields } from './mobile-number-fields';
import { OptionToggle, type ToggleOption } from './option-toggle';
import { PayoutAccountSelect } from './payout-account-select';
import { feeLabel, feePercent } from '@/lib/fee-label';

const METHOD_OPTIONS: readonly ToggleOption<WithdrawMethod>[] = [
  { value: 'mobile', label: 'Mobile money', icon: SmartphoneIcon },
  { value: 'bank', label: 'Bank account', icon: LandmarkIcon },
];

/**
 * Withdraw (docs/product.md#dashboard): amount and currency, then a bank account or a mobile money number.
 * Nothing moves until the confirmation showing the amount, the 2% fee and what arrives is accepted;
 * `onPayout` gets the created (pending) payout. Refusals (e.g. insufficient funds) show on the form.
 * The sandbox's hint shows only in test `mode` (docs/providers.md#modes).
 */
export function WithdrawForm({ mode, onPayout }: { mode: Mode; onPayout: (payout: Payout) => void }) {
  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(withdrawFormSchema),
    defaultValues: emptyWithdrawForm(),
  });
  const { errors } = form.formState;
  const [method = 'mobile', currency = 'USD', country = 'RW'] = useWatch({
    control: form.control,
    name: ['method', 'currency', 'country'],
  });
  const accounts = usePayoutAccounts();
  const refusal = useRefusalFeedback({
    title: 'Withdrawal not sent',
    fieldFor: withdrawFieldFor,
    setError: form.setError,
  });
  const [isAddingAccount, setIsAddingAccount] = useState(false);

  const flow = useConfirmedSubmit({
    send: createPayout,
    onSucceeded: (payout: Payout) => {
      toast.success('Withdrawal on its way', {
        description: formatMoney(payout.payoutMinor, payout.currency),
      });
      form.reset(emptyWithdrawForm(payout.currency));
      onPayout(payout);
    },
    onRefused: refusal.onRefused,
  });

  const destinationLabel = (request: CreatePayoutRequest): string => {
    const destination = request.destination;
    if (destination.type === 'mobile_money') return describeMobileRecipient(destination);
    const account = accounts.data?.find((a) => a.id === destination.payoutAccountId);
    return account ? `${account.bankName} ${account.accountNumberMasked}` : 'Bank account';
  };

  const onSubmit = form.handleSubmit((values) => {
    refusal.clearBanner();
    const request = toPayoutRequest(values);
    if (!request) return;
    const { feeMinor, arrivesMinor } = withdrawalFigures(request.amountMinor);
    const money = (minor: number) => formatMoney(minor, request.currency);
    const confirmation: MoneyConfirmation = {
      title: 'Confirm withdrawal',
      description: `A ${feePercent('withdrawal')} fee is taken from the amount. The rest arrives at the destination.`,
      rows: [
        { label: 'Amount', value: money(request.amountMinor) },
        { label: feeLabel('withdrawal'), value: money(feeMinor) },
        { label: 'Arrives', value: money(arrivesMinor), isTotal: true },
        { label: 'To', value: destinationLabel(request) },
      ],
      confirmLabel: `Withdraw ${money(request.amountMinor)}`,
    };
    flow.ask(request, confirmation);
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Withdraw" className="space-y-5">
        <OptionToggle
          legend="Withdraw to"
          options={METHOD_OPTIONS}
          value={method}
          register={form.register('method', { onChange: refusal.clearBanner })}
        />
        <AmountCurrencyFields
          idPrefix="withdraw"
          amount={form.register('amount')}
          currency={form.register('currency')}
          currencies={PAYMENT_CURRENCIES}
          errors={{ amount: errors.amount?.message, currency: errors.currency?.message }}
          hint={<AvailableBalanceHint currency={currency} />}
        />
        {method === 'bank' ? (
          <PayoutAccountSelect
            register={form.register('payoutAccountId')}
            error={errors.payoutAccountId?.message}
            onAdd={() => setIsAddingAccount(true)}
          />
        ) : (
          <MobileNumberFields
            idPrefix="withdraw"
            country={country}
            register={{
              provider: form.register('provider'),
              country: form.register('country'),
              phone: form.register('phone'),
            }}
            errors={{
              provider: errors.provider?.message,
              country: errors.country?.message,
              phone: errors.phone?.message,
            }}
            phoneLabel="Mobile money number"
            hint={
              mode === 'test'
                ? 'Test mode: numbers ending in 0002 fail, and the money comes back.'
                : undefined
            }
          />
        )}
        <FormAlert>{refusal.banner}</FormAlert>
        <p className="text-xs text-slate-500">
          {`A ${feePercent('withdrawal')} fee applies to withdrawals. You confirm before anything moves.`}
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={flow.isPending}>
          Continue
        </Button>
      </form>
      {/* Outside the form: events bubble through portals, and the account dialog has its own form. */}
      <ConfirmMoneyDialog {...flow.dialog} pendingLabel="Withdrawing..." />
      <AddPayoutAccountDialog
        isOpen={isAddingAccount}
        onOpenChange={setIsAddingAccount}
        onAdded={(account) => form.setValue('payoutAccountId', account.id, { shouldValidate: true })}
      />
    </>
  );
}
