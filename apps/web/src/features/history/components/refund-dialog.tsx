import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { TransactionMethod } from '@malipo/contracts/dashboard';
import { formatMoney } from '@malipo/contracts/money';
import type { Refund } from '@malipo/contracts/refunds';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { paymentMethodLabel } from '@/lib/transaction-display';
// The wallet's money-moving pieces, reused as is: the once-per-attempt Idempotency-Key submit
// (which also refreshes balances and history), its messages and its figures.
import { useIdempotentSubmit } from '@/components/money-form/use-idempotent-submit';
import { UNCERTAIN_MESSAGE } from '@/lib/idempotency-key';
import { FormAlert } from '@/components/money-form/form-alert';
import { MoneySummary } from '@/components/money-form/money-summary';
import { createRefund, type RefundRequest } from '../api/create-refund';
import {
  initialRefundForm,
  refundFormSchema,
  toRefundRequest,
  type RefundFormValues,
} from '../lib/refund-form';

/** The payment being refunded. Amounts in minor units of `currency`. */
export interface RefundablePayment {
  id: string;
  currency: string;
  paymentMethod: TransactionMethod;
  refundableMinor: number;
}

function announce(refund: Refund, destination: string) {
  const amount = formatMoney(refund.amountMinor, refund.currency);
  switch (refund.status) {
    case 'succeeded':
      toast.success('Refund sent', { description: `${amount} is on its way back to ${destination}.` });
      return;
    case 'pending':
      toast.success('Refund started', {
        description: `${amount} is being paid out to ${destination}. It shows as pending until it arrives.`,
      });
      return;
    case 'failed':
      toast.error('Refund failed', {
        description: `${refund.failure?.message ?? 'The refund failed.'} The money is back in your wallet.`,
      });
  }
}

/**
 * Refunds all or part of a payment: the amount (prefilled with what is left, partial
 * allowed) and an optional reason, then a confirmation of what goes back and where before anything
 * moves. A refusal returns to the form with the reason; an uncertain outcome keeps the confirmation
 * open and confirming again resends the same `Idempotency-Key`.
 */
export function RefundDialog({
  payment,
  isOpen,
  onOpenChange,
}: {
  payment: RefundablePayment;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { currency, refundableMinor } = payment;
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(refundFormSchema(currency, refundableMinor)),
    defaultValues: initialRefundForm(currency, refundableMinor),
  });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, isPending } = useIdempotentSubmit(createRefund);
  const destination = paymentMethodLabel(payment.paymentMethod);
  const isMobileMoney = payment.paymentMethod.type === 'mobile_money';

  const close = () => {
    setConfirming(null);
    setProblem(null);
    form.reset(initialRefundForm(currency, refundableMinor));
    onOpenChange(false);
  };

  const review = form.handleSubmit((values) => {
    setProblem(null);
    setConfirming(toRefundRequest(payment.id, currency, values));
  });

  const confirm = async () => {
    if (!confirming) return;
    const outcome = await submit(confirming);
    if (outcome.kind === 'busy') return;
    if (outcome.kind === 'succeeded') {
      announce(outcome.result, destination);
      close();
      return;
    }
    if (outcome.isUncertain) {
      setProblem(UNCERTAIN_MESSAGE);
      return;
    }
    setConfirming(null);
    const error = outcome.error;
    const fieldMessage = error instanceof ApiError ? error.fields.amountMinor : undefined;
    if (fieldMessage) form.setError('amount', { message: fieldMessage });
    else setProblem(error instanceof ApiError ? error.message : 'The refund could not be made.');
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) onOpenChange(true);
        else if (!isPending) close();
      }}
    >
      <DialogContent>
        {confirming ? (
          <>
            <DialogHeader>
              <DialogTitle>Confirm refund</DialogTitle>
              <DialogDescription>
                {isMobileMoney
                  ? 'The money is paid out to the payer’s mobile money number. If the payout fails, it comes back to your wallet.'
                  : 'The money goes back to the payer’s card at once.'}
              </DialogDescription>
            </DialogHeader>
            <MoneySummary
              label="Refund summary"
              rows={[
                { label: 'Refund to', value: destination },
                ...(confirming.reason ? [{ label: 'Reason', value: confirming.reason }] : []),
                {
                  label: 'Taken from your wallet',
                  value: formatMoney(confirming.amountMinor ?? 0, currency),
                  isTotal: true,
                },
              ]}
            />
            <FormAlert>{problem}</FormAlert>
            <DialogFooter>
              <Button variant="outline" disabled={isPending} onClick={() => setConfirming(null)}>
                Back
              </Button>
              <Button onClick={() => void confirm()} disabled={isPending}>
                {isPending ? 'Refunding…' : `Refund ${formatMoney(confirming.amountMinor ?? 0, currency)}`}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Refund payment</DialogTitle>
              <DialogDescription>
                Refund all or part of this payment. Up to {formatMoney(refundableMinor, currency)} can be
                refunded.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={review} noValidate aria-label="Refund payment" className="space-y-4">
              <FormField id="refund-amount" label={`Amount (${currency})`} error={errors.amount?.message}>
                {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
              </FormField>
              <FormField id="refund-reason" label="Reason (optional)" error={errors.reason?.message}>
                {(control) => (
                  <Textarea
                    {...control}
                    placeholder="e.g. Order cancelled by the customer"
                    {...form.register('reason')}
                  />
                )}
              </FormField>
              <FormAlert>{problem}</FormAlert>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">Review refund</Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
