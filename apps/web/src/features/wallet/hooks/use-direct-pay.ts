/**
 * Direct Pay's states (docs/product.md#states): idle → (confirmation) → processing until the provider pays or
 * fails the payout → success for {@link SUCCESS_RESET_MS}, then idle with the form reset; or error
 * ('Transfer failed. Please try again.') when the payout fails or the request is refused. docs/product.md#validation's
 * alerts come before anything else.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatMoney } from '@malipo/contracts/money';
import type { CreateDirectPayRequest, Payout } from '@malipo/contracts/wallet';
import { ApiError } from '@/lib/api-client';
import type { MoneyConfirmation } from '../components/confirm-money-dialog';
import { createDirectPay } from '../api/create-direct-pay';
import { fxQuoteQueryOptions } from '../api/get-fx-quote';
import {
  DIRECT_PAY_DEFAULTS,
  TRANSFER_FAILED,
  checkDirectPay,
  directPayFieldFor,
  type DirectPayFormValues,
} from '../lib/direct-pay-form';
import { formatRate } from '../lib/fx-display';
import { describeMobileRecipient } from '../lib/mobile-number';
import { applyFieldErrors, describeMoneyError } from '../lib/money-errors';
import { useConfirmedSubmit } from './use-confirmed-submit';
import { feeLabel, feePercent } from '@/lib/fee-label';

/** How long the success state shows before the form resets (docs/product.md#states Direct Pay: 3 s). */
export const SUCCESS_RESET_MS = 3000;

/** Where a Direct Pay is. */
export type DirectPayPhase =
  | { kind: 'idle' }
  | { kind: 'processing'; payout: Payout }
  | { kind: 'success'; payout: Payout }
  | { kind: 'error'; reason: string };

const PAYOUT_FAILED =
  'The provider did not pay the recipient. The money and the fee are back in your wallet.';

/** The confirmation of `request` with the quoted figures. */
function confirmationOf(
  request: CreateDirectPayRequest,
  figures: { rate: string; convertedMinor: number; feeMinor: number; totalMinor: number },
): MoneyConfirmation {
  const { fromCurrency: from, toCurrency: to } = request;
  return {
    title: 'Confirm transfer',
    description: `The recipient gets the converted amount on their mobile wallet. A ${feePercent('directPay')} fee applies.`,
    rows: [
      { label: 'To', value: describeMobileRecipient(request.recipient) },
      { label: 'Amount', value: formatMoney(request.amountMinor, from) },
      { label: 'Exchange rate', value: formatRate(figures.rate, from, to) },
      { label: 'Recipient gets', value: formatMoney(figures.convertedMinor, to) },
      { label: feeLabel('directPay'), value: formatMoney(figures.feeMinor, from) },
      { label: 'Total cost', value: formatMoney(figures.totalMinor, from), isTotal: true },
    ],
    confirmLabel: `Send ${formatMoney(figures.totalMinor, from)}`,
  };
}

/** State and actions of the Direct Pay form `form`; `dialog` goes to `ConfirmMoneyDialog`. */
export function useDirectPay(form: UseFormReturn<DirectPayFormValues>) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<DirectPayPhase>({ kind: 'idle' });

  const fail = (reason: string) => {
    setPhase({ kind: 'error', reason });
    toast.error(TRANSFER_FAILED, { description: reason });
  };

  const flow = useConfirmedSubmit({
    send: createDirectPay,
    onSucceeded: (payout: Payout) => setPhase({ kind: 'processing', payout }),
    onRefused: (error) => {
      const display = describeMoneyError(error, directPayFieldFor);
      applyFieldErrors(display.fields, form.setError);
      fail(display.message ?? 'Check the highlighted fields.');
    },
  });

  /** The payout reached `paid` or `failed`. */
  const onSettled = useCallback((payout: Payout) => {
    if (payout.status !== 'paid') {
      const reason = payout.failure?.message ?? PAYOUT_FAILED;
      setPhase({ kind: 'error', reason });
      toast.error(TRANSFER_FAILED, { description: reason });
      return;
    }
    setPhase({ kind: 'success', payout });
    toast.success('Transfer successful', {
      description: formatMoney(payout.payoutMinor, payout.payoutCurrency),
    });
  }, []);

  useEffect(() => {
    if (phase.kind !== 'success') return;
    const timer = setTimeout(() => {
      form.reset(DIRECT_PAY_DEFAULTS);
      setPhase({ kind: 'idle' });
    }, SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, form]);

  const askToConfirm = async (request: CreateDirectPayRequest) => {
    const { fromCurrency: from, toCurrency: to, amountMinor } = request;
    try {
      const figures = await queryClient.fetchQuery(fxQuoteQueryOptions({ from, to, amountMinor }));
      flow.ask(request, confirmationOf(request, figures));
    } catch (error) {
      setAlert(
        error instanceof ApiError ? error.message : 'Rates are unavailable right now. Please try again.',
      );
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (phase.kind === 'processing') return;
    setAlert(null);
    setPhase({ kind: 'idle' });
    form.clearErrors();
    const check = checkDirectPay(values);
    if (!check.ok) {
      setAlert(check.alert);
      applyFieldErrors(check.fields, form.setError);
      return;
    }
    await askToConfirm(check.request);
  });

  return {
    alert,
    phase,
    onSettled,
    onSubmit,
    isBusy: phase.kind === 'processing' || flow.isPending,
    dialog: flow.dialog,
  };
}
