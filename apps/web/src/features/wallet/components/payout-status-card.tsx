import type { ReactNode } from 'react';
import { CheckCircle2Icon, Loader2Icon, XCircleIcon } from 'lucide-react';
import type { Payout, PayoutStatus } from '@malipo/contracts/wallet';
import { formatMoney } from '@malipo/contracts/money';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { MoneySummary } from '@/components/money-form/money-summary';
import { feeLabel } from '@/lib/fee-label';

/** The heading and line of text a screen shows for each payout state. */
export type PayoutStatusCopy = Record<PayoutStatus, { title: string; text: ReactNode }>;

function StatusIcon({ status }: { status: PayoutStatus }) {
  switch (status) {
    case 'pending':
      return <Loader2Icon className="size-8 animate-spin text-brand-700" aria-hidden="true" />;
    case 'paid':
      return <CheckCircle2Icon className="size-8 text-green-600" aria-hidden="true" />;
    case 'failed':
      return <XCircleIcon className="size-8 text-red-600" aria-hidden="true" />;
  }
}

/**
 * A payout on its way, paid or failed (`pending → paid | failed`), with its figures: taken from the
 * wallet (fee included), the fee, what the recipient gets and where it goes. `actions` shows under it
 * (e.g. 'New withdrawal' once it is final).
 */
export function PayoutStatusCard({
  payout,
  copy,
  actions,
}: {
  payout: Payout;
  copy: PayoutStatusCopy;
  actions?: ReactNode;
}) {
  const { title, text } = copy[payout.status];
  return (
    <Card aria-label="Payout status" role="region">
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:pt-8">
        <StatusIcon status={payout.status} />
        <div role={payout.status === 'failed' ? 'alert' : 'status'} aria-live="polite" className="space-y-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <div className={cn('text-sm', payout.status === 'failed' ? 'text-red-700' : 'text-slate-600')}>
            {text}
          </div>
        </div>
        <MoneySummary
          className="w-full max-w-md text-left"
          rows={[
            { label: 'Taken from your wallet', value: formatMoney(payout.debitedMinor, payout.currency) },
            { label: feeLabel('withdrawal'), value: formatMoney(payout.feeMinor, payout.currency) },
            {
              label: 'Recipient gets',
              value: formatMoney(payout.payoutMinor, payout.payoutCurrency),
              isTotal: true,
            },
            { label: 'To', value: payout.destination.label },
          ]}
        />
        {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
      </CardContent>
    </Card>
  );
}
