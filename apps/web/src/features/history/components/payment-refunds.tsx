import { useState } from 'react';
import { Link } from 'react-router';
import { Undo2Icon } from 'lucide-react';
import type { TransactionDetail } from '@malipo/contracts/history';
import { formatMoney } from '@malipo/contracts/money';
import type { Refund } from '@malipo/contracts/refunds';
import { TransactionStatusBadge } from '@/components/transaction-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { usePaymentRefunds } from '../api/get-payment-refunds';
import { RefundDialog } from './refund-dialog';

function RefundItem({ refund }: { refund: Refund }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <Link
          to={paths.dashboard.transaction.getHref(refund.id)}
          className="font-medium text-slate-900 tabular-nums hover:underline"
        >
          {formatMoney(refund.amountMinor, refund.currency)}
        </Link>
        <p className="text-xs text-slate-500">
          <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
          {refund.reason && <span className="break-words"> · {refund.reason}</span>}
        </p>
        {refund.failure && <p className="text-xs break-words text-red-700">{refund.failure.message}</p>}
      </div>
      <TransactionStatusBadge status={refund.status} />
    </li>
  );
}

/**
 * A payment's refunds in its detail view: how much was refunded, each refund with its
 * status, and the Refund button while some of the payment can still be refunded. Renders nothing
 * for a payment that was never refundable and has no refunds (a failed one, a deposit).
 */
export function PaymentRefunds({ payment }: { payment: TransactionDetail }) {
  const refunds = usePaymentRefunds(payment.id);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  if (refunds.isPending) {
    return (
      <div role="status" aria-label="Loading refunds">
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (refunds.isError) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
          <p role="alert" className="text-sm text-slate-700">
            We could not load this payment’s refunds.
          </p>
          <Button size="sm" variant="outline" onClick={() => void refunds.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { data, refundableMinor, refundedMinor, currency, amountMinor } = refunds.data;
  if (data.length === 0 && refundableMinor === 0) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <CardTitle>Refunds</CardTitle>
          <CardDescription>
            {formatMoney(refundedMinor, currency)} of {formatMoney(amountMinor, currency)} refunded
          </CardDescription>
        </div>
        {refundableMinor > 0 && (
          <Button size="sm" variant="outline" className="shrink-0" onClick={() => setIsDialogOpen(true)}>
            <Undo2Icon aria-hidden="true" />
            Refund
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-slate-500">No refunds yet.</p>
        ) : (
          <ul aria-label="Refunds" className="divide-y divide-slate-100">
            {data.map((refund) => (
              <RefundItem key={refund.id} refund={refund} />
            ))}
          </ul>
        )}
      </CardContent>
      {refundableMinor > 0 && (
        <RefundDialog
          key={refundableMinor}
          payment={{ id: payment.id, currency, paymentMethod: payment.paymentMethod, refundableMinor }}
          isOpen={isDialogOpen}
          onOpenChange={setIsDialogOpen}
        />
      )}
    </Card>
  );
}
